import {
  MEMBER_PROFILE_MESSAGES as TEXT, type FeedItem, type FeedResponse, type MarkReadInput, type MemberExport, type MessageResponse,
  type PushTokenInput, type SupportMessageInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PushMessage, PushResult } from '../../lib/push';
import { fileMemberSupportMessage } from '../contact/contact.service';
import { photoStorageIdsOf, removeFiles, toMemberPhoto } from '../member-photos/member-photos.service';
import {
  deleteMemberRows, deletePushTokensOfSession, exportRows, findMember, insertMemberNotification, listFeed, markFeedRead,
  savePushToken, type FeedRow,
} from './member-account.repository';

const FEED_PAGE = 20;

/** The one place this module pushes from, so the push sender can be rewired (ctx.push) in one line. */
export const pushToMember = (ctx: AppContext, memberId: string, message: PushMessage): Promise<PushResult> => ctx.push.sendToMember(memberId, message);

export async function registerPushToken(ctx: AppContext, member: { id: string; sessionId: string }, input: PushTokenInput): Promise<MessageResponse> {
  await savePushToken(ctx.db, { memberId: member.id, sessionId: member.sessionId, token: input.token, platform: input.platform, now: ctx.now() });
  return { message: TEXT.pushTokenSaved };
}

/** Logout: the device's push token goes with its session, so a signed-out phone gets no more pushes. */
export const forgetSessionDevices = (db: DbOrTx, sessionId: string) => deletePushTokensOfSession(db, sessionId);

export async function forgetPushToken(ctx: AppContext, sessionId: string): Promise<MessageResponse> {
  await deletePushTokensOfSession(ctx.db, sessionId);
  return { message: TEXT.pushTokenRemoved };
}

/**
 * A notification to one member: into their feed (and pushed when asked, by the caller). `relatedId` names
 * what the entry is about (a match, a photo request), never a liker; `db` lets a caller write it inside
 * its own transaction.
 */
export const addToFeed = (ctx: AppContext, memberId: string, entry: { kind: string; title: string; body: string; relatedId?: string | null }, db: DbOrTx = ctx.db) =>
  insertMemberNotification(db, { memberId, ...entry });

const toFeedItem = (row: FeedRow): FeedItem => ({
  _id: row.id, kind: row.kind, title: row.title, body: row.body, relatedId: row.relatedId, read: row.read, createdAt: row.createdAt.toISOString(),
});

const encodeCursor = (row: FeedRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id ?? '')) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  return { createdAt, id: id! };
}

async function memberOrGone(ctx: AppContext, memberId: string) {
  const member = await findMember(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', 'Session Expired');
  return member;
}

export async function readFeed(ctx: AppContext, memberId: string, cursor: string | undefined): Promise<FeedResponse> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const member = await memberOrGone(ctx, memberId);
  const rows = await listFeed(ctx.db, memberId, member.createdAt, after, FEED_PAGE + 1);
  const page = rows.slice(0, FEED_PAGE);
  return { items: page.map(toFeedItem), nextCursor: rows.length > FEED_PAGE ? encodeCursor(page[page.length - 1]!) : null };
}

export async function markRead(ctx: AppContext, memberId: string, input: MarkReadInput): Promise<MessageResponse> {
  const member = await memberOrGone(ctx, memberId);
  await markFeedRead(ctx.db, memberId, 'all' in input ? 'all' : input.ids, member.createdAt, ctx.now());
  return { message: TEXT.notificationsRead };
}

/** Files a support message in the control centre's inbox, linked to the member, with the inbox's unread notice. */
export async function fileSupportMessage(ctx: AppContext, memberId: string, input: SupportMessageInput): Promise<MessageResponse> {
  const member = await memberOrGone(ctx, memberId);
  const fullname = `${member.firstName} ${member.lastName}`.trim() || 'App member';
  await fileMemberSupportMessage(ctx.db, { memberId, email: member.email ?? '', fullname, phone: member.phone, subject: input.subject, message: input.message });
  return { message: TEXT.supportReceived };
}

/** Deletes the account and every file of it; payments and activations stay for accounting, without identity. */
export async function deleteAccount(ctx: AppContext, memberId: string): Promise<MessageResponse> {
  const storageIds = await ctx.db.transaction(async (tx) => {
    const ids = await photoStorageIdsOf(tx, [memberId]);
    await deleteMemberRows(tx, memberId);
    return ids;
  });
  await removeFiles(ctx, storageIds);
  return { message: TEXT.accountDeleted };
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

export async function exportAccount(ctx: AppContext, memberId: string): Promise<MemberExport> {
  const member = await memberOrGone(ctx, memberId);
  const rows = await exportRows(ctx.db, memberId);
  const feed = await readFeed(ctx, memberId, undefined);
  return {
    exportedAt: ctx.now().toISOString(),
    profile: {
      _id: member.id, firstName: member.firstName, lastName: member.lastName, email: member.email, phone: member.phone, dob: member.dob, gender: member.gender,
      interestedIn: member.interestedIn, state: member.state, region: member.region, avatar: member.avatar, bio: member.bio, interests: member.interests,
      income: member.income, earningStatus: member.earningStatus, earningVerified: member.earningVerified, livenessVerified: member.livenessVerified,
      premiumUntil: iso(member.premiumUntil), preferences: member.preferences, photosPublic: member.photosPublic, discoverable: member.discoverable,
      completedSignup: member.completedSignup, termsAcceptedAt: iso(member.termsAcceptedAt), lastSeenAt: iso(member.lastSeenAt), createdAt: iso(member.createdAt),
    },
    signup: rows.signup ? { authStep: rows.signup.authStep, createdAt: iso(rows.signup.createdAt), updatedAt: iso(rows.signup.updatedAt) } : null,
    photos: rows.photos.map((photo) => ({ ...toMemberPhoto(photo), flagged: photo.flagged, createdAt: photo.createdAt.toISOString() })),
    sessions: rows.sessions.map((s) => ({ _id: s.id, platform: s.platform, createdAt: iso(s.createdAt), revokedAt: iso(s.revokedAt) })),
    devices: rows.devices.map((d) => ({ platform: d.platform, createdAt: d.createdAt.toISOString() })),
    notifications: feed.items,
    blocks: rows.blocks.map((b) => ({ memberId: b.blockedId, createdAt: b.createdAt.toISOString() })),
    supportMessages: rows.support.map((m) => ({ subject: m.subject, message: m.message, createdAt: m.createdAt.toISOString() })),
    payments: rows.paid.map((p) => ({ reference: p.reference, plan: p.planName, billingType: p.billingType, badge: p.badge, amount: p.amount, status: p.status, createdAt: iso(p.createdAt), paidAt: iso(p.paidAt) })),
    subscriptions: rows.subs.map((s) => ({ plan: s.planName, billingType: s.billingType, badge: s.badge, amount: s.amount, createdAt: iso(s.createdAt) })),
  };
}
