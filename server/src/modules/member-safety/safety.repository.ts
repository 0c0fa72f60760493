import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { photoVisibleTo } from '../visibility/visibility.repository';
import { memberPhotos, members } from '../../db/schema';

export const memberExists = async (db: DbOrTx, memberId: string) =>
  (await db.select({ id: members.id }).from(members).where(eq(members.id, memberId))).length > 0;

/** The owner of a photo the viewer may see (§6), or undefined both when it does not exist and when it is hidden. */
export const findVisiblePhotoOwner = (db: DbOrTx, viewerId: string, photoId: string) =>
  db
    .select({ memberId: memberPhotos.memberId })
    .from(memberPhotos)
    .innerJoin(members, eq(members.id, memberPhotos.memberId))
    .where(and(eq(memberPhotos.id, photoId), photoVisibleTo(viewerId)))
    .then((rows) => rows[0]?.memberId);

/**
 * Spends one of the member's `max` daily allowances of `kind` in one atomic statement: the row is locked by
 * the upsert, so concurrent calls count one after another and never pass `max`. False when none is left.
 */
export async function spendDailyAllowance(
  tx: DbOrTx,
  memberId: string,
  kind: string,
  day: string,
  max: number,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into member_daily_counts (member_id, kind, day, used) values (${memberId}, ${kind}, ${day}, 1)
    on conflict (member_id, kind, day) do update set used = member_daily_counts.used + 1
    where member_daily_counts.used < ${max}
    returning used`);
  return rowsOf(result).length > 0;
}
