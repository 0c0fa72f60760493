import { discardFaceImages } from '../member-verification/verification.service';
import { deleteAttachmentsOf } from '../chat-attachments/attachment-access.service';
import {
  MEMBER_PROFILE_MESSAGES as TEXT,
  type MemberExport,
  type MessageResponse,
  type PushTokenInput,
  type SupportMessageInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { deleteMessagesOfMember, fileMemberSupportMessage } from '../contact/contact.service';
import { forgetPaymentsOf } from '../payments/payments.service';
import { forgetSubscriptionsOf } from '../activation/activation.service';
import { readFeed } from '../notifications/notifications.service';
import { removeFiles, toMemberPhoto } from '../member-photos/member-photos.service';
import { spendConfirmation } from './confirmations.service';
import { deletedPhoneHash, keepRecordOfDeletion } from '../deleted-phones/deleted-phones.service';
import { deleteMemberRows, exportRows, findMember, photoStorageIdsOf } from './member-account.repository';
import { activeMatchesOf, lockMatchRowsOf } from '../member-pairs/pair-facts.repository';
import { keepEvidenceOfDeletion } from '../match-evidence/evidence.service';
import { announceWithdrawal, withdrawBids } from '../auctions/bid-withdrawal';
import {
  deletePushTokensOfSession,
  endLiveSessions,
  savePushToken,
  tellMatchesEnded,
} from '../notifications/notifications.service';

export async function registerPushToken(
  ctx: AppContext,
  member: { id: string; sessionId: string },
  input: PushTokenInput,
): Promise<MessageResponse> {
  await savePushToken(ctx.db, {
    memberId: member.id,
    sessionId: member.sessionId,
    token: input.token,
    platform: input.platform,
    now: ctx.now(),
  });
  return { message: TEXT.pushTokenSaved };
}

export async function forgetPushToken(ctx: AppContext, sessionId: string): Promise<MessageResponse> {
  await deletePushTokensOfSession(ctx.db, sessionId);
  return { message: TEXT.pushTokenRemoved };
}

async function memberOrGone(ctx: AppContext, memberId: string) {
  const member = await findMember(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', 'Session Expired');
  return member;
}

/** Files a support message in the control centre's inbox, linked to the member, with the inbox's unread notice. */
export async function fileSupportMessage(
  ctx: AppContext,
  memberId: string,
  input: SupportMessageInput,
): Promise<MessageResponse> {
  const member = await memberOrGone(ctx, memberId);
  const fullname = `${member.firstName} ${member.lastName}`.trim() || 'App member';
  await fileMemberSupportMessage(ctx.db, {
    memberId,
    email: member.email ?? '',
    fullname,
    phone: member.phone,
    subject: input.subject,
    message: input.message,
  });
  return { message: TEXT.supportReceived };
}

/**
 * Deletes the account and every file of it; payments and activations stay for accounting, without identity.
 * What protects others (blocks and reports against the member, the control centre's decisions) is kept under
 * the phone's HMAC and comes back with a new account on that phone (decision 0079).
 */
export async function deleteAccount(
  ctx: AppContext,
  memberId: string,
  confirmationCode: string | undefined,
): Promise<MessageResponse> {
  const member = await memberOrGone(ctx, memberId);
  // Spent on its own, so a wrong guess counts even though the deletion does not happen.
  await spendConfirmation(ctx.db, ctx.config.jwtSecret, memberId, 'delete-account', confirmationCode, ctx.now());
  await eraseAccount(ctx, member);
  return { message: TEXT.accountDeleted };
}

/** The deletion itself, once confirmed: the partners' conversations end and the member's sockets close. */
export async function eraseAccount(ctx: AppContext, member: { id: string; phone: string }) {
  const memberId = member.id;
  // The face image (kept only while a review needed it, decision 0148) goes with the account.
  await discardFaceImages(ctx, memberId);
  const { storageIds, matches, withdrawal } = await ctx.db.transaction(async (tx) => {
    // First: the member's live bids are withdrawn and their holds released before any other lock (decision 0123).
    const withdrawn = await withdrawBids(tx, memberId);
    const ids = await photoStorageIdsOf(tx, memberId);
    const ending = await activeMatchesOf(tx, memberId);
    const phoneHash = deletedPhoneHash(member.phone, ctx.config.jwtSecret);
    // Evidence of the matches the deletion ends outlives the account for 30 days (decision 0154); the match rows are
    // locked first, so a send in flight commits before the copy.
    await lockMatchRowsOf(tx, memberId);
    await keepEvidenceOfDeletion(
      tx,
      memberId,
      phoneHash,
      ending.map((m) => m.id),
      ctx.now(),
    );
    await keepRecordOfDeletion(tx, memberId, phoneHash, ctx.now());
    // Voice notes and photos of chat go, but those a report or kept evidence names (decision 0168).
    await deleteAttachmentsOf(tx, memberId);
    // Payments and activations stay for accounting, without identity; support messages go (their owners write them).
    await forgetPaymentsOf(tx, memberId);
    await forgetSubscriptionsOf(tx, memberId);
    await deleteMessagesOfMember(tx, memberId);
    await deleteMemberRows(tx, memberId);
    return { storageIds: ids, matches: ending, withdrawal: withdrawn };
  });
  tellMatchesEnded(ctx, memberId, matches);
  await announceWithdrawal(ctx, withdrawal);
  endLiveSessions(ctx, memberId);
  await removeFiles(ctx, storageIds);
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Every feed entry the member can read, page after page (the feed pages like any list). */
async function wholeFeed(ctx: AppContext, memberId: string) {
  const items: Awaited<ReturnType<typeof readFeed>>['items'] = [];
  let cursor: string | undefined;
  do {
    const page = await readFeed(ctx, memberId, cursor, 100);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

export async function exportAccount(ctx: AppContext, memberId: string): Promise<MemberExport> {
  const member = await memberOrGone(ctx, memberId);
  const rows = await exportRows(ctx.db, memberId);
  const feed = await wholeFeed(ctx, memberId);
  return {
    exportedAt: ctx.now().toISOString(),
    profile: {
      _id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      phone: member.phone,
      dob: member.dob,
      gender: member.gender,
      interestedIn: member.interestedIn,
      state: member.state,
      region: member.region,
      avatar: member.avatar,
      bio: member.bio,
      interests: member.interests,
      income: member.income,
      earningStatus: member.earningStatus,
      earningVerified: member.earningVerified,
      livenessVerified: member.livenessVerified,
      premiumUntil: iso(member.premiumUntil),
      preferences: member.preferences,
      photosPublic: member.photosPublic,
      discoverable: member.discoverable,
      completedSignup: member.completedSignup,
      termsAcceptedAt: iso(member.termsAcceptedAt),
      lastSeenAt: iso(member.lastSeenAt),
      createdAt: iso(member.createdAt),
    },
    signup: rows.signup
      ? { authStep: rows.signup.authStep, createdAt: iso(rows.signup.createdAt), updatedAt: iso(rows.signup.updatedAt) }
      : null,
    photos: rows.photos.map((photo) => ({
      ...toMemberPhoto(photo),
      flagged: photo.flagged,
      createdAt: photo.createdAt.toISOString(),
    })),
    sessions: rows.sessions.map((s) => ({
      _id: s.id,
      platform: s.platform,
      createdAt: iso(s.createdAt),
      revokedAt: iso(s.revokedAt),
    })),
    devices: rows.devices.map((d) => ({ platform: d.platform, createdAt: d.createdAt.toISOString() })),
    notifications: feed,
    blocks: rows.blocks.map((b) => ({ memberId: b.blockedId, createdAt: b.createdAt.toISOString() })),
    supportMessages: rows.support.map((m) => ({
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
    })),
    payments: rows.paid.map((p) => ({
      reference: p.reference,
      plan: p.planName,
      billingType: p.billingType,
      badge: p.badge,
      amount: p.amount,
      status: p.status,
      createdAt: iso(p.createdAt),
      paidAt: iso(p.paidAt),
    })),
    subscriptions: rows.subs.map((s) => ({
      plan: s.planName,
      billingType: s.billingType,
      badge: s.badge,
      amount: s.amount,
      createdAt: iso(s.createdAt),
    })),
    likesGiven: rows.likes.map((l) => ({ memberId: l.likedId, createdAt: l.createdAt.toISOString() })),
    passes: rows.passes.map((p) => ({ memberId: p.passedId, createdAt: p.createdAt.toISOString() })),
    matches: rows.matches.map((m) => ({
      _id: m.id,
      memberId: m.memberLowId === memberId ? m.memberHighId : m.memberLowId,
      createdAt: m.createdAt.toISOString(),
      endedAt: iso(m.endedAt),
      photosUnlockedAt: iso(m.photosUnlockedAt),
    })),
    reportsMade: rows.reportsMade.map((r) => ({
      kind: r.kind,
      memberId: r.memberId,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    messages: rows.messages.map((m) => ({
      matchId: m.matchId,
      seq: m.seq,
      text: m.text,
      sentAt: m.createdAt.toISOString(),
      kind: m.kind,
      attachment:
        m.attachmentId && m.attachmentKind
          ? {
              _id: m.attachmentId,
              kind: m.attachmentKind,
              mimeType: m.attachmentMime!,
              bytes: m.attachmentBytes!,
              durationMs: m.attachmentDurationMs,
            }
          : null,
    })),
  };
}
