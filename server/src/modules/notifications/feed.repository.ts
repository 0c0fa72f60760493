import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type KeysetKey } from '../../db/paging/keyset-cursor';
import { newsFrequency } from './broadcast.repository';
import { announcementReads, memberNotifications, systemNotifications } from '../../db/schema';

export type FeedEntry = { kind: string; title: string; body: string; relatedId?: string | null };

export async function insertFeedEntry(db: DbOrTx, memberId: string, entry: FeedEntry) {
  const [row] = await db
    .insert(memberNotifications)
    .values({ memberId, ...entry })
    .returning();
  return row!;
}

/** A member's own entry taken back (an outbid entry the member wants only in the digest, or not at all). */
export async function deleteFeedEntry(db: DbOrTx, memberId: string, id: string) {
  await db
    .delete(memberNotifications)
    .where(and(eq(memberNotifications.memberId, memberId), eq(memberNotifications.id, id)));
}

/**
 * The shared announcement rows are the in-app news of members who take news in-app instantly; news in-app off shows
 * none, and on the daily digest each comes as the member's own entry when their digest goes (decision 0177).
 * `ns` is the member's settings row.
 */
const announcementsShown = sql`${newsFrequency('ns', 'inApp')} = 'instant'`;

/** `at` is the keyset cursor's microsecond time (keyset-cursor.ts), so paging never skips or repeats a row. */
export type FeedRow = {
  id: string;
  kind: string;
  title: string;
  body: string;
  relatedId: string | null;
  read: boolean;
  createdAt: Date;
  at: string;
};

/**
 * The member's own notifications and the announcements (one row for everyone, shown from the member's
 * sign-up on), newest first, keyset-paged on (created_at, id).
 */
export async function listFeed(
  db: DbOrTx,
  memberId: string,
  memberCreatedAt: Date,
  after: KeysetKey | undefined,
  limit: number,
): Promise<FeedRow[]> {
  const before = after ? sql`and (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select id, kind, title, body, related_id, read, created_at,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from (
      select n.id, n.kind, n.title, n.body, n.related_id, n.read_at is not null as read, n.created_at
      from member_notifications n where n.member_id = ${memberId}
      union all
      select s.id, 'announcement' as kind, s.title, s.message as body, null::uuid as related_id,
        exists (select 1 from announcement_reads r where r.member_id = ${memberId} and r.system_notification_id = s.id) as read, s.created_at
      from system_notifications s left join member_notification_settings ns on ns.member_id = ${memberId}
      where s.category = 'announcement' and s.created_at >= ${memberCreatedAt.toISOString()}::timestamptz - interval '30 days'
        and ${announcementsShown}
    ) feed
    where true ${before}
    order by created_at desc, id desc
    limit ${limit}`);
  type Raw = {
    id: string;
    kind: string;
    title: string;
    body: string;
    related_id: string | null;
    read: boolean;
    created_at: string | Date;
    at: string;
  };
  return rowsOf<Raw>(result).map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    relatedId: row.related_id ?? null,
    read: row.read,
    createdAt: new Date(row.created_at),
    at: row.at,
  }));
}

/** Unread entries of the same feed listFeed pages through: the member's own and the announcements of its window. */
export async function countUnreadFeed(db: DbOrTx, memberId: string, memberCreatedAt: Date): Promise<number> {
  const result = await db.execute(sql`
    select (select count(*) from member_notifications n where n.member_id = ${memberId} and n.read_at is null)
      + (select count(*) from system_notifications s left join member_notification_settings ns on ns.member_id = ${memberId}
         where s.category = 'announcement' and s.created_at >= ${memberCreatedAt.toISOString()}::timestamptz - interval '30 days'
           and ${announcementsShown}
           and not exists (select 1 from announcement_reads r where r.member_id = ${memberId} and r.system_notification_id = s.id)) as count`);
  return Number(rowsOf<{ count: string | number }>(result)[0]?.count ?? 0);
}

export async function markFeedRead(
  db: DbOrTx,
  memberId: string,
  ids: string[] | 'all',
  memberCreatedAt: Date,
  now: Date,
) {
  await db
    .update(memberNotifications)
    .set({ readAt: now })
    .where(
      and(
        eq(memberNotifications.memberId, memberId),
        isNull(memberNotifications.readAt),
        ids === 'all' ? undefined : inArray(memberNotifications.id, ids),
      ),
    );
  const announcements = await db
    .select({ id: systemNotifications.id })
    .from(systemNotifications)
    .where(
      and(
        eq(systemNotifications.category, 'announcement'),
        ids === 'all'
          ? sql`${systemNotifications.createdAt} >= ${memberCreatedAt.toISOString()}::timestamptz - interval '30 days'`
          : inArray(systemNotifications.id, ids),
      ),
    );
  if (announcements.length) {
    await db
      .insert(announcementReads)
      .values(announcements.map((a) => ({ memberId, systemNotificationId: a.id, readAt: now })))
      .onConflictDoNothing();
  }
}
