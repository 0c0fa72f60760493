import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** What both members read in place of a message staff removed. */
export const REMOVED_MESSAGE_TEXT = 'This message was removed by Blynd moderators';

/**
 * Staff remove a message from the moderation queue (decision 0153): its text is replaced wherever it is read (the
 * conversation, exports, live history), once; the report's excerpt keeps what was said as evidence. Answers the
 * message's match and sender, nothing when it is unknown or already removed.
 */
export async function removeMessageByStaff(tx: DbOrTx, messageId: string, at: Date) {
  const result = await tx.execute(sql`
    update match_messages set text = ${REMOVED_MESSAGE_TEXT}, removed_at = ${at}
    where id = ${messageId} and removed_at is null
    returning match_id, sender_id`);
  return (result as { rows: { match_id: string; sender_id: string }[] }).rows[0];
}
