import type { DbOrTx } from '../../db/client';
import { memberBlocks } from '../../db/schema';

/**
 * The blocks others made against a deleted account, applied again to the new account on that phone (decision 0079):
 * each keeps the time it was first made. deleted-phones keeps them meanwhile and asks for them here.
 */
export async function insertInheritedBlocks(
  tx: DbOrTx,
  blockedId: string,
  blocks: { blockerId: string; createdAt: Date }[],
) {
  if (blocks.length === 0) return;
  await tx
    .insert(memberBlocks)
    .values(blocks.map((b) => ({ blockerId: b.blockerId, blockedId, createdAt: b.createdAt })))
    .onConflictDoNothing();
}
