import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  announcementReads, contactMessages, memberBlocks, memberNotifications, memberPhotos, memberPushTokens, members, memberSessions, payments,
  signupAuthentications, subscriptions, systemNotifications,
} from '../../db/schema';

/** Upsert on the token: a token that shows up for another member or session moves there. */
export async function savePushToken(db: DbOrTx, values: { memberId: string; sessionId: string; token: string; platform: string; now: Date }) {
  await db
    .insert(memberPushTokens)
    .values({ memberId: values.memberId, sessionId: values.sessionId, token: values.token, platform: values.platform, updatedAt: values.now })
    .onConflictDoUpdate({
      target: memberPushTokens.token,
      set: { memberId: values.memberId, sessionId: values.sessionId, platform: values.platform, updatedAt: values.now },
    });
}

/** Called by logout (member-auth) and by DELETE /me/devices/push-token: the device stops receiving pushes. */
export async function deletePushTokensOfSession(db: DbOrTx, sessionId: string) {
  await db.delete(memberPushTokens).where(eq(memberPushTokens.sessionId, sessionId));
}

export async function insertMemberNotification(db: DbOrTx, values: { memberId: string; kind: string; title: string; body: string; relatedId?: string | null }) {
  const [row] = await db.insert(memberNotifications).values(values).returning();
  return row!;
}

export type FeedRow = { id: string; kind: string; title: string; body: string; relatedId: string | null; read: boolean; createdAt: Date };

/**
 * The member's own notifications and the announcements (one row for everyone, shown from the member's
 * sign-up on), newest first, keyset-paged on (createdAt, id).
 */
export async function listFeed(db: DbOrTx, memberId: string, memberCreatedAt: Date, after: { createdAt: Date; id: string } | undefined, limit: number): Promise<FeedRow[]> {
  const before = after ? sql`and (created_at, id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await db.execute(sql`
    select id, kind, title, body, related_id, read, created_at from (
      select n.id, n.kind, n.title, n.body, n.related_id, n.read_at is not null as read, n.created_at
      from member_notifications n where n.member_id = ${memberId}
      union all
      select s.id, 'announcement' as kind, s.title, s.message as body, null::uuid as related_id,
        exists (select 1 from announcement_reads r where r.member_id = ${memberId} and r.system_notification_id = s.id) as read, s.created_at
      from system_notifications s where s.category = 'announcement' and s.created_at >= ${memberCreatedAt.toISOString()}::timestamptz - interval '30 days'
    ) feed
    where true ${before}
    order by created_at desc, id desc
    limit ${limit}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string; kind: string; title: string; body: string; related_id: string | null; read: boolean; created_at: string | Date }[];
  return rows.map((row) => ({ id: row.id, kind: row.kind, title: row.title, body: row.body, relatedId: row.related_id ?? null, read: row.read, createdAt: new Date(row.created_at) }));
}

export async function markFeedRead(db: DbOrTx, memberId: string, ids: string[] | 'all', memberCreatedAt: Date, now: Date) {
  await db
    .update(memberNotifications)
    .set({ readAt: now })
    .where(and(eq(memberNotifications.memberId, memberId), isNull(memberNotifications.readAt), ids === 'all' ? undefined : inArray(memberNotifications.id, ids)));
  const announcements = await db
    .select({ id: systemNotifications.id })
    .from(systemNotifications)
    .where(and(eq(systemNotifications.category, 'announcement'), ids === 'all' ? sql`${systemNotifications.createdAt} >= ${memberCreatedAt.toISOString()}::timestamptz - interval '30 days'` : inArray(systemNotifications.id, ids)));
  if (announcements.length) {
    await db.insert(announcementReads).values(announcements.map((a) => ({ memberId, systemNotificationId: a.id, readAt: now }))).onConflictDoNothing();
  }
}

export const findMember = (db: DbOrTx, memberId: string) => db.select().from(members).where(eq(members.id, memberId)).then((rows) => rows[0]);

/**
 * Removes the member's identity from what accounting keeps (payments, subscriptions) and deletes the member;
 * everything else of theirs goes with the row (ON DELETE CASCADE: photos, sessions, push tokens, blocks,
 * feed, sign-up record; part 2's likes and matches reference members the same way).
 */
export async function deleteMemberRows(tx: DbOrTx, memberId: string) {
  await tx.update(payments).set({ memberId: null, email: '' }).where(eq(payments.memberId, memberId));
  await tx.update(subscriptions).set({ memberId: null }).where(eq(subscriptions.memberId, memberId));
  // Support messages carry the member's name, phone and email: they go with the account.
  await tx.delete(contactMessages).where(eq(contactMessages.memberId, memberId));
  await tx.delete(members).where(eq(members.id, memberId));
}

export async function exportRows(db: DbOrTx, memberId: string) {
  const [signup, photos, sessions, devices, feed, blocks, support, paid, subs] = await Promise.all([
    db.select().from(signupAuthentications).where(eq(signupAuthentications.memberId, memberId)).then((rows) => rows[0]),
    db.select().from(memberPhotos).where(eq(memberPhotos.memberId, memberId)),
    db.select({ id: memberSessions.id, platform: memberSessions.platform, createdAt: memberSessions.createdAt, revokedAt: memberSessions.revokedAt }).from(memberSessions).where(eq(memberSessions.memberId, memberId)),
    db.select({ platform: memberPushTokens.platform, createdAt: memberPushTokens.createdAt }).from(memberPushTokens).where(eq(memberPushTokens.memberId, memberId)),
    db.select().from(memberNotifications).where(eq(memberNotifications.memberId, memberId)).orderBy(desc(memberNotifications.createdAt)),
    db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, memberId)),
    db.select().from(contactMessages).where(eq(contactMessages.memberId, memberId)),
    db.select().from(payments).where(eq(payments.memberId, memberId)),
    db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId)),
  ]);
  return { signup, photos, sessions, devices, feed, blocks, support, paid, subs };
}

