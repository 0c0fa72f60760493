import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  contactMessages,
  matchMessages,
  chatAttachments,
  memberBlocks,
  memberLikes,
  memberNotifications,
  memberPasses,
  memberPhotos,
  memberPushTokens,
  members,
  memberSessions,
  payments,
  reports,
  signupAuthentications,
  subscriptions,
} from '../../db/schema';
import { lockMatchRowsOf, matchRowsOf } from '../member-pairs/pair-facts.repository';

export const findMember = (db: DbOrTx, memberId: string) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]);

/**
 * Deletes the member; everything else of theirs goes with the row (ON DELETE CASCADE: photos, sessions, push tokens,
 * blocks, feed, sign-up record; part 2's likes and matches reference members the same way).
 */
export async function deleteMemberRows(tx: DbOrTx, memberId: string) {
  // Their match rows locked by id first, as a batch of chat sends locks them: the two never wait in a circle.
  await lockMatchRowsOf(tx, memberId);
  await tx.delete(members).where(eq(members.id, memberId));
}

/** Awaits every query of `queries` at once, keeping their names. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(queries).map(async ([name, query]) => [name, await query] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

export function exportRows(db: DbOrTx, memberId: string) {
  const signup = db
    .select()
    .from(signupAuthentications)
    .where(eq(signupAuthentications.memberId, memberId))
    .then((rows) => rows[0]);
  return allOf({
    signup,
    photos: db.select().from(memberPhotos).where(eq(memberPhotos.memberId, memberId)),
    sessions: db
      .select({
        id: memberSessions.id,
        platform: memberSessions.platform,
        createdAt: memberSessions.createdAt,
        revokedAt: memberSessions.revokedAt,
      })
      .from(memberSessions)
      .where(eq(memberSessions.memberId, memberId)),
    devices: db
      .select({ platform: memberPushTokens.platform, createdAt: memberPushTokens.createdAt })
      .from(memberPushTokens)
      .where(eq(memberPushTokens.memberId, memberId)),
    feed: db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.memberId, memberId))
      .orderBy(desc(memberNotifications.createdAt)),
    blocks: db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, memberId)),
    support: db.select().from(contactMessages).where(eq(contactMessages.memberId, memberId)),
    paid: db.select().from(payments).where(eq(payments.memberId, memberId)),
    subs: db.select().from(subscriptions).where(eq(subscriptions.memberId, memberId)),
    // What the member did; likes they received are not theirs to export (who liked a Free member stays hidden).
    likes: db.select().from(memberLikes).where(eq(memberLikes.likerId, memberId)).orderBy(desc(memberLikes.createdAt)),
    passes: db
      .select()
      .from(memberPasses)
      .where(eq(memberPasses.passerId, memberId))
      .orderBy(desc(memberPasses.createdAt)),
    matches: matchRowsOf(db, memberId),
    reportsMade: db
      .select({
        kind: reports.kind,
        memberId: reports.reportedMemberId,
        reason: reports.reason,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, memberId))
      .orderBy(desc(reports.createdAt)),
    messages: db
      .select({
        matchId: matchMessages.matchId,
        seq: matchMessages.seq,
        text: matchMessages.text,
        createdAt: matchMessages.createdAt,
        kind: matchMessages.kind,
        attachmentId: chatAttachments.id,
        attachmentKind: chatAttachments.kind,
        attachmentMime: chatAttachments.mimeType,
        attachmentBytes: chatAttachments.bytes,
        attachmentDurationMs: chatAttachments.durationMs,
      })
      .from(matchMessages)
      .leftJoin(chatAttachments, eq(chatAttachments.id, matchMessages.attachmentId))
      .where(eq(matchMessages.senderId, memberId))
      .orderBy(matchMessages.matchId, matchMessages.seq),
  });
}

/** Storage ids of the member's photos: account deletion removes their files after the rows (a read of member-photos' table). */
export const photoStorageIdsOf = (db: DbOrTx, memberId: string) =>
  db
    .select({ storageId: memberPhotos.publicId })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, memberId))
    .then((rows) => rows.map((row) => row.storageId));
