import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, signupAuthentications } from '../../db/schema';

/**
 * Sets the control centre's block (the moderation queue's suspensions and bans, decision 0153), the sign-up record
 * kept in step as toggleMemberBlock keeps it. Answers the member's id and phone, nothing for an unknown member.
 */
export async function setMemberBlock(tx: DbOrTx, memberId: string, blocked: boolean, at: Date) {
  const [row] = await tx
    .update(members)
    .set({ isBlocked: blocked })
    .where(eq(members.id, memberId))
    .returning({ id: members.id, phone: members.phone });
  if (!row) return undefined;
  await tx
    .update(signupAuthentications)
    .set({ isBlocked: blocked, updatedAt: at })
    .where(eq(signupAuthentications.memberId, memberId));
  return row;
}
