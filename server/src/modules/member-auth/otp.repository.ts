import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpChallenges } from '../../db/schema';

/** Stores a challenge and retires every open one of the same phone: only the newest code works. */
export async function replaceChallenge(
  tx: DbOrTx,
  values: { id: string; phone: string; codeHmac: string; at: Date; expiresAt: Date },
) {
  await tx
    .update(otpChallenges)
    .set({ supersededAt: values.at })
    .where(
      and(
        eq(otpChallenges.phone, values.phone),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.supersededAt),
        ne(otpChallenges.id, values.id),
      ),
    );
  await tx.insert(otpChallenges).values({
    id: values.id,
    phone: values.phone,
    codeHmac: values.codeHmac,
    createdAt: values.at,
    expiresAt: values.expiresAt,
  });
}

/**
 * Spends one attempt before the code is compared, in one conditional update: any number of guesses racing
 * on one challenge get at most `maxAttempts` comparisons between them.
 */
export async function claimAttempt(db: DbOrTx, challengeId: string, maxAttempts: number, at: Date) {
  const [row] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challengeId),
        lt(otpChallenges.attempts, maxAttempts),
        isNull(otpChallenges.consumedAt),
        isNull(otpChallenges.supersededAt),
        gt(otpChallenges.expiresAt, at),
      ),
    )
    .returning({ phone: otpChallenges.phone, codeHmac: otpChallenges.codeHmac, attempts: otpChallenges.attempts });
  return row;
}

/** A code signs in once. */
export async function consumeChallenge(db: DbOrTx, challengeId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpChallenges)
    .set({ consumedAt: at })
    .where(and(eq(otpChallenges.id, challengeId), isNull(otpChallenges.consumedAt), isNull(otpChallenges.supersededAt)))
    .returning({ id: otpChallenges.id });
  return rows.length === 1;
}
