import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { members } from '../../db/schema';

export const findPremiumUntil = (db: DbOrTx, memberId: string) =>
  db
    .select({ premiumUntil: members.premiumUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]);

/**
 * Counts the member's visit to a slot unless one was counted in the last minute: the upsert locks the
 * (member, slot) row, so concurrent visits are decided one after another and at most one is counted.
 */
export async function claimVisit(tx: DbOrTx, memberId: string, slotKey: string, now: Date): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into member_ad_visits (member_id, slot_key, counted_at) values (${memberId}, ${slotKey}, ${now.toISOString()}::timestamptz)
    on conflict (member_id, slot_key) do update set counted_at = excluded.counted_at
    where member_ad_visits.counted_at <= excluded.counted_at - interval '1 minute'
    returning 1 as counted`);
  return rowsOf(result).length > 0;
}
