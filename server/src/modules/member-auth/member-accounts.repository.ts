import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, signupAuthentications } from '../../db/schema';

export type MemberStanding = { id: string; isBlocked: boolean; disabled: boolean; authStep: number };

export async function findStandingByPhone(db: DbOrTx, phone: string): Promise<MemberStanding | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      isBlocked: members.isBlocked,
      disabled: members.disabled,
      authStep: signupAuthentications.authStep,
    })
    .from(members)
    .leftJoin(signupAuthentications, eq(signupAuthentications.memberId, members.id))
    .where(eq(members.phone, phone))
    .limit(1);
  return row ? { ...row, authStep: row.authStep ?? 1 } : undefined;
}

/**
 * A new phone becomes a member with its sign-up record at step 1 (the control centre lists it). Two first
 * sign-ins racing for one phone meet at the unique phone index: one creates, the other finds.
 */
export async function createMemberForPhone(tx: DbOrTx, phone: string, at: Date): Promise<{ id: string } | undefined> {
  const [member] = await tx
    .insert(members)
    .values({ phone, createdAt: at })
    .onConflictDoNothing({ target: members.phone })
    .returning({ id: members.id });
  if (!member) return undefined;
  await tx
    .insert(signupAuthentications)
    .values({ memberId: member.id, phone, authStep: 1, createdAt: at, updatedAt: at });
  return member;
}
