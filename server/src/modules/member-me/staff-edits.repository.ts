import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

/** Staff remove a bio from the moderation queue (decision 0153): it is emptied, as if the member had cleared it. */
export async function clearBioByStaff(tx: DbOrTx, memberId: string) {
  const [row] = await tx.update(members).set({ bio: '' }).where(eq(members.id, memberId)).returning({ id: members.id });
  return row;
}
