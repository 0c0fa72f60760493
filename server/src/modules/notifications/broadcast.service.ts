import type { MemberLanguage } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { MailMessage } from '../../lib/mailer';
import { broadcastMembers, countPushedAtOnce, type BroadcastMember } from './broadcast.repository';
import { decideDelivery } from './delivery-decision';
import { noticeInLanguage } from './member-language';
import { heldRow, type OutgoingNotice } from './notice-delivery';
import { noticeMail } from './notice-mail';
import { replaceHeldNotices, type HeldNotice } from './preferences.repository';

/** Members a page: one FCM multicast's worth when each has a device, and a page's rows stay small. */
const PAGE = 500;

/** A lock screen shows the start of a long announcement; the mail and the feed carry all of it. */
const PUSH_BODY_MAX = 200;

export type Announcement = { notificationId: string; title: string; body: string };

export type BroadcastOutcome = {
  /** Members whose page was read (some get nothing now: held, or nothing they want). */
  members: number;
  /** Members pushed now, and how their devices and browsers answered. */
  pushed: number;
  delivered: number;
  failed: number;
  pruned: number;
  /** Held rows written for digests (push, email, in-app). */
  held: number;
  mailed: number;
};

/**
 * The control centre's announcement to every member (decision 0177), through the same decision as every other
 * notice (news, decision 0166): member by member in pages, push sent now to the devices and browsers of those who
 * want it instantly and are outside quiet hours (one send per language per page, FCM in multicasts of 500), held
 * for the digest for those on the daily digest or in quiet hours, nothing for those who turned it off; the same for
 * email and for an in-app entry held for the digest (the feed itself shows instant members the shared row).
 * Devices that missed it do not fail the run (the others have it already); only the database failing does.
 */
export async function broadcastAnnouncement(ctx: AppContext, announcement: Announcement): Promise<BroadcastOutcome> {
  const now = ctx.now();
  const tally: BroadcastOutcome = { members: 0, pushed: 0, delivered: 0, failed: 0, pruned: 0, held: 0, mailed: 0 };
  for (let after: string | null = null; ;) {
    const page = await broadcastMembers(ctx.db, after, PAGE);
    await deliverPage(ctx, announcement, page, now, tally);
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.memberId;
  }
  return tally;
}

async function deliverPage(
  ctx: AppContext,
  announcement: Announcement,
  page: BroadcastMember[],
  now: Date,
  tally: BroadcastOutcome,
) {
  tally.members += page.length;
  const pushNow = new Map<MemberLanguage, string[]>();
  const held: HeldNotice[] = [];
  const mails: MailMessage[] = [];
  for (const member of page) {
    const decision = decideDelivery(member.preferences, 'announcement', now);
    // In the member's language as far as it goes (decision 0171): staff's own words are sent as they wrote them.
    const text = noticeInLanguage(member.language, { title: announcement.title, body: announcement.body });
    const notice: OutgoingNotice = {
      memberId: member.memberId,
      kind: 'announcement',
      ...text,
      relatedId: announcement.notificationId,
    };
    if (member.hasDevice && decision.push === 'instant')
      pushNow.set(member.language, [...(pushNow.get(member.language) ?? []), member.memberId]);
    if (member.hasDevice && decision.push === 'hold') held.push(heldRow(notice, 'push'));
    if (decision.inApp === 'hold') held.push(heldRow(notice, 'inApp'));
    if (member.email && decision.email === 'hold') held.push(heldRow(notice, 'email'));
    if (member.email && decision.email === 'instant')
      mails.push(
        noticeMail(
          ctx,
          member.memberId,
          { email: member.email, firstName: member.firstName, language: member.language },
          { category: 'news', title: announcement.title, body: announcement.body },
        ),
      );
  }
  // A rerun of the job (the database failed mid-way) holds this page's notices once, not twice.
  await replaceHeldNotices(ctx.db, 'announcement', announcement.notificationId, held, now);
  tally.held += held.length;
  for (const [language, memberIds] of pushNow) {
    const text = noticeInLanguage(language, { title: announcement.title, body: announcement.body });
    const result = await ctx.push.sendToMembers(memberIds, {
      title: text.title,
      body: text.body.slice(0, PUSH_BODY_MAX),
      data: { kind: 'announcement', notificationId: announcement.notificationId },
    });
    tally.pushed += memberIds.length;
    tally.delivered += result.delivered;
    tally.failed += result.failed;
    tally.pruned += result.pruned;
  }
  for (const mail of mails) await ctx.mailer.send(mail);
  tally.mailed += mails.length;
}

/** The broadcast preview's count of members an announcement would push at once. */
export const announcementPushAudience = countPushedAtOnce;
