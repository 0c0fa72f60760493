import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberConfirmations, members, signupAuthentications } from '../../db/schema';

/** Stores a confirmation and retires the member's open ones for the same action: only the newest code works. */
export async function replaceConfirmation(
  tx: DbOrTx,
  values: { id: string; memberId: string; action: string; phone: string; codeHmac: string; at: Date; expiresAt: Date },
) {
  await tx
    .update(memberConfirmations)
    .set({ supersededAt: values.at })
    .where(
      and(
        eq(memberConfirmations.memberId, values.memberId),
        eq(memberConfirmations.action, values.action),
        isNull(memberConfirmations.consumedAt),
        isNull(memberConfirmations.supersededAt),
        ne(memberConfirmations.id, values.id),
      ),
    );
  await tx.insert(memberConfirmations).values({ ...values, createdAt: values.at });
}

/**
 * Spends one attempt on the member's newest open confirmation of the action before the code is compared, in
 * one conditional update, so racing guesses get at most `maxAttempts` comparisons between them.
 */
export async function claimConfirmationAttempt(
  db: DbOrTx,
  memberId: string,
  action: string,
  maxAttempts: number,
  at: Date,
) {
  const [open] = await db
    .select({ id: memberConfirmations.id })
    .from(memberConfirmations)
    .where(
      and(
        eq(memberConfirmations.memberId, memberId),
        eq(memberConfirmations.action, action),
        isNull(memberConfirmations.consumedAt),
        isNull(memberConfirmations.supersededAt),
        gt(memberConfirmations.expiresAt, at),
      ),
    )
    .orderBy(desc(memberConfirmations.createdAt))
    .limit(1);
  if (!open) return undefined;
  const [row] = await db
    .update(memberConfirmations)
    .set({ attempts: sql`${memberConfirmations.attempts} + 1` })
    .where(
      and(
        eq(memberConfirmations.id, open.id),
        lt(memberConfirmations.attempts, maxAttempts),
        isNull(memberConfirmations.consumedAt),
        isNull(memberConfirmations.supersededAt),
      ),
    )
    .returning({
      id: memberConfirmations.id,
      phone: memberConfirmations.phone,
      codeHmac: memberConfirmations.codeHmac,
      attempts: memberConfirmations.attempts,
    });
  return row;
}

/** A code confirms once. */
export async function consumeConfirmation(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(memberConfirmations)
    .set({ consumedAt: at })
    .where(
      and(
        eq(memberConfirmations.id, id),
        isNull(memberConfirmations.consumedAt),
        isNull(memberConfirmations.supersededAt),
      ),
    )
    .returning({ id: memberConfirmations.id });
  return rows.length === 1;
}

export const findMemberPhone = (db: DbOrTx, memberId: string) =>
  db
    .select({ phone: members.phone })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]?.phone);

/** Moves the account to a new number; false when another account holds it (the unique phone index). */
export async function updateMemberPhone(tx: DbOrTx, memberId: string, phone: string): Promise<boolean> {
  const taken = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phone, phone), ne(members.id, memberId)));
  if (taken.length > 0) return false;
  await tx.update(members).set({ phone }).where(eq(members.id, memberId));
  await tx.update(signupAuthentications).set({ phone }).where(eq(signupAuthentications.memberId, memberId));
  return true;
}
