import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, signupAuthentications } from '../../db/schema';

export async function findSignupState(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      authStep: signupAuthentications.authStep,
      bio: members.bio,
      interests: members.interests,
      state: members.state,
      earningStatus: members.earningStatus,
      avatar: members.avatar,
      gender: members.gender,
      livenessVerified: members.livenessVerified,
      relationshipGoal: members.relationshipGoal,
      values: members.values,
      prompts: members.prompts,
    })
    .from(members)
    .innerJoin(signupAuthentications, eq(signupAuthentications.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

export type SignupState = NonNullable<Awaited<ReturnType<typeof findSignupState>>>;

type MemberChanges = Partial<typeof members.$inferInsert>;

/**
 * Saves a step's answers and moves the level from `from` to `to` only if it is still `from` (an admin's
 * editAuth in between wins). The sign-up record is the one source of the level; completedSignup follows it.
 */
export async function saveStep(
  tx: DbOrTx,
  memberId: string,
  changes: MemberChanges,
  move: { from: number; to: number } | null,
  at: Date,
) {
  if (Object.keys(changes).length > 0) await tx.update(members).set(changes).where(eq(members.id, memberId));
  if (!move) return true;
  const moved = await tx
    .update(signupAuthentications)
    .set({ authStep: move.to, updatedAt: at })
    .where(and(eq(signupAuthentications.memberId, memberId), eq(signupAuthentications.authStep, move.from)))
    .returning({ id: signupAuthentications.id });
  return moved.length === 1;
}
