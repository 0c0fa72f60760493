import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  auditLog,
  mailOutbox,
  matchMessages,
  memberHiddenContacts,
  memberLikes,
  memberNotifications,
  payments,
  reports,
  signupAuthentications,
  signupStepChanges,
  subscriptions,
} from '../../db/schema';
import { matchCountsOf, matchIdsOf } from '../member-pairs/pair-facts.repository';

const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;

/**
 * Likes both ways, running matches, reports both ways and chat volumes (never a message's text): each count
 * answered by an index (sent by the sender index, received through the member's matches, read from the pair module).
 */
export async function activityCounts(db: DbOrTx, memberId: string) {
  const [
    likesGiven,
    likesReceived,
    { active: matches, withMessages: conversations },
    reportsMade,
    reportsReceived,
    openReportsReceived,
    messagesSent,
    messagesReceived,
  ] = await Promise.all([
    countOf(db.select({ total: count() }).from(memberLikes).where(eq(memberLikes.likerId, memberId))),
    countOf(db.select({ total: count() }).from(memberLikes).where(eq(memberLikes.likedId, memberId))),
    matchCountsOf(db, memberId),
    countOf(db.select({ total: count() }).from(reports).where(eq(reports.reporterId, memberId))),
    countOf(db.select({ total: count() }).from(reports).where(eq(reports.reportedMemberId, memberId))),
    countOf(
      db
        .select({ total: count() })
        .from(reports)
        .where(and(eq(reports.reportedMemberId, memberId), eq(reports.status, 'open'))),
    ),
    countOf(db.select({ total: count() }).from(matchMessages).where(eq(matchMessages.senderId, memberId))),
    countOf(
      db
        .select({ total: count() })
        .from(matchMessages)
        .where(and(inArray(matchMessages.matchId, matchIdsOf(db, memberId)), ne(matchMessages.senderId, memberId))),
    ),
  ]);
  return {
    likesGiven,
    likesReceived,
    matches,
    reportsMade,
    reportsReceived,
    openReportsReceived,
    messagesSent,
    messagesReceived,
    conversations,
  };
}

export const findSignupRecord = async (db: DbOrTx, memberId: string) =>
  (await db.select().from(signupAuthentications).where(eq(signupAuthentications.memberId, memberId)).limit(1))[0];

export const listSignupChanges = (db: DbOrTx, memberId: string) =>
  db
    .select({ change: signupStepChanges, admin: admins.fullname })
    .from(signupStepChanges)
    .leftJoin(admins, eq(admins.id, signupStepChanges.adminId))
    .where(eq(signupStepChanges.memberId, memberId))
    .orderBy(asc(signupStepChanges.createdAt), asc(signupStepChanges.id));

export const listSubscriptionsOf = (db: DbOrTx, memberId: string, limit: number) =>
  db
    .select({ subscription: subscriptions, admin: admins.fullname })
    .from(subscriptions)
    .leftJoin(admins, eq(admins.id, subscriptions.adminId))
    .where(eq(subscriptions.memberId, memberId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(limit);

export const listPaymentsOf = (db: DbOrTx, memberId: string, limit: number) =>
  db.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(desc(payments.createdAt)).limit(limit);

export const listNotificationsOf = (db: DbOrTx, memberId: string, limit: number) =>
  db
    .select()
    .from(memberNotifications)
    .where(eq(memberNotifications.memberId, memberId))
    .orderBy(desc(memberNotifications.createdAt), desc(memberNotifications.id))
    .limit(limit);

/** Mails sent to the address (the mail_outbox_to_idx expression). */
export const listMailsTo = (db: DbOrTx, email: string, limit: number) =>
  db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);

/**
 * Every admin action on the member: entries whose target is the member or their sign-up record, and
 * photo and report actions that name the member in their details.
 */
export const listAdminActionsOn = (db: DbOrTx, memberId: string, authId: string | null, limit: number) =>
  db
    .select({ entry: auditLog, admin: admins.fullname })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .where(
      or(
        eq(auditLog.targetId, memberId),
        sql`(${auditLog.details}->>'memberId') = ${memberId}`,
        authId ? and(eq(auditLog.targetType, 'signup_authentication'), eq(auditLog.targetId, authId)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);

/** How many numbers the member hides from (decision 0164): a count, never the hashes. */
export const countHiddenContactsOf = (db: DbOrTx, memberId: string) =>
  db
    .select({ n: count() })
    .from(memberHiddenContacts)
    .where(eq(memberHiddenContacts.ownerId, memberId))
    .then((rows) => Number(rows[0]?.n ?? 0));
