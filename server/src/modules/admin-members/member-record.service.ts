import { ADMIN_MESSAGES, RECORD_LIST_LIMIT, type MemberActivityCounts, type MemberRecord } from '@blynd/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reportsAbout } from '../reports/reports.service';
import { withPhotos } from './admin-user';
import {
  activityCounts,
  findSignupRecord,
  listAdminActionsOn,
  listMailsTo,
  listNotificationsOf,
  listPaymentsOf,
  listSignupChanges,
  countHiddenContactsOf,
  listSubscriptionsOf,
} from './member-record.repository';
import { findMemberById } from './members.repository';
import { discoveryProfileOf, preferencesOf } from '../member-me/discovery-profile';
import { fromStoredGender } from '@blynd/shared';
import { privacyStateOf } from '../../lib/privacy-state';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function getMemberCounts(db: Db, memberId: string): Promise<MemberActivityCounts> {
  if (!(await findMemberById(db, memberId))) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  return activityCounts(db, memberId);
}

/** Signed up at level 1 (the record's creation), then every recorded move in order. */
async function signupSection(db: Db, memberId: string): Promise<MemberRecord['signup']> {
  const record = await findSignupRecord(db, memberId);
  if (!record) return null;
  const changes = await listSignupChanges(db, memberId);
  return {
    authId: record.id,
    authStep: record.authStep,
    history: [
      { at: record.createdAt.toISOString(), from: null, to: 1, source: 'start' as const, by: null },
      ...changes.map(({ change, admin }) => ({
        at: change.createdAt.toISOString(),
        from: change.fromStep,
        to: change.toStep,
        source: change.source as 'member' | 'admin',
        by: change.source === 'admin' ? (admin ?? 'A former admin') : null,
      })),
    ],
  };
}

/**
 * Everything the control centre knows about one member, each list the newest RECORD_LIST_LIMIT. Amounts
 * go only to roles that see revenue (decision 0054): summed over every member they would be /revenue.
 */
export async function getMemberRecord(
  db: Db,
  memberId: string,
  now: Date,
  { seesMoney }: { seesMoney: boolean },
): Promise<MemberRecord> {
  const money = (amount: number) => (seesMoney ? amount : null);
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  const limit = RECORD_LIST_LIMIT;
  const signup = await signupSection(db, memberId);
  const [[user], counts, subscriptions, payments, reportsMade, reportsReceived, notifications, mails, actions] =
    await Promise.all([
      withPhotos(db, [member], now),
      activityCounts(db, memberId),
      listSubscriptionsOf(db, memberId, limit),
      listPaymentsOf(db, memberId, limit),
      reportsAbout(db, memberId, 'reporter', limit),
      reportsAbout(db, memberId, 'reported', limit),
      listNotificationsOf(db, memberId, limit),
      member.email ? listMailsTo(db, member.email, limit) : Promise.resolve([]),
      listAdminActionsOn(db, memberId, signup?.authId ?? null, limit),
    ]);
  return {
    user,
    counts,
    signup,
    subscriptions: subscriptions.map(({ subscription: s, admin }) => ({
      _id: s.id,
      planName: s.planName,
      billingType: s.billingType,
      badge: s.badge,
      amount: money(s.amount),
      reference: s.reference,
      source: s.source,
      activatedBy: s.source === 'admin' ? (admin ?? 'A former admin') : null,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
    })),
    payments: payments.map((p) => ({
      _id: p.id,
      reference: p.reference,
      planName: p.planName,
      billingType: p.billingType,
      badge: p.badge,
      amount: money(p.amount),
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      paidAt: iso(p.paidAt),
    })),
    reportsMade,
    reportsReceived,
    notifications: notifications.map((n) => ({
      _id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      createdAt: n.createdAt.toISOString(),
      readAt: iso(n.readAt),
    })),
    mails: mails.map((m) => ({
      _id: m.id,
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
    adminActions: actions.map(({ entry, admin }) => ({
      _id: entry.id,
      action: entry.action,
      admin: admin ?? null,
      details: entry.details ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    // Snooze, incognito and the count of hidden numbers (decision 0165), never the hashes.
    privacy: privacyStateOf(member, await countHiddenContactsOf(db, memberId), now),
    discovery: {
      ...discoveryProfileOf(member),
      preferences: member.preferences
        ? preferencesOf(
            member.preferences,
            member.preferences.genders.map(fromStoredGender).filter((g) => g !== null),
          )
        : null,
    },
  };
}
