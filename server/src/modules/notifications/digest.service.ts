import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTICE_KINDS,
  NOTICE_KIND_LABELS,
  NOTIFICATION_PREFERENCES_MESSAGES as TEXT,
  type NoticeKind,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { insertFeedEntry } from './feed.repository';
import { inQuietHours, lagosClock, lastLagosHour } from './delivery-decision';
import { digestMail } from './notice-mail';
import {
  claimDigest,
  claimPicksReady,
  claimSignupReminders,
  memberEmailOf,
  membersWithHeldNotices,
  readPreferences,
  takeHeldNotices,
} from './preferences.repository';
import { deliverAfterCommit, publishLive, recordNotices } from './notifications.service';
import { pushToMemberJob } from './push.jobs';

const PAGE = 500;

/** "Likes 2 · Matches 1": what was held, by kind, and nothing about anyone (it is read on a lock screen). */
function countsLine(categories: string[]) {
  const counts = new Map<string, number>();
  for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([category, n]) => `${NOTICE_KIND_LABELS[category as NoticeKind] ?? 'Other'} ${n}`)
    .join(' · ');
}

const isKind = (category: string): category is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(category);

/**
 * One member's digest: claimed (the mark moved) and the held notices taken in one transaction, so two instances
 * never both send it and a failure leaves everything held; then one push, one mail and the in-app entries.
 */
async function sendDigest(ctx: AppContext, memberId: string, now: Date): Promise<boolean> {
  const preferences = await readPreferences(ctx.db, memberId);
  // A digest is a push too: it waits for the end of quiet hours.
  if (inQuietHours(preferences.quietHours, now)) return false;
  const dueAt = lastLagosHour(now, preferences.digestHour);
  const taken = await ctx.db.transaction(async (tx) => {
    if (!(await claimDigest(tx, memberId, dueAt, now))) return null;
    const held = await takeHeldNotices(tx, memberId, dueAt);
    const feed = [];
    for (const row of held.filter((r) => r.channel === 'inApp'))
      feed.push(
        await insertFeedEntry(tx, memberId, {
          kind: row.kind,
          title: row.title,
          body: row.body,
          relatedId: row.relatedId,
        }),
      );
    return { held, feed };
  });
  if (!taken || taken.held.length === 0) return false;
  for (const row of taken.feed)
    publishLive(ctx, memberId, {
      type: 'notification',
      item: {
        _id: row.id,
        kind: row.kind,
        title: row.title,
        body: row.body,
        relatedId: row.relatedId,
        read: false,
        createdAt: row.createdAt.toISOString(),
      },
    });
  const pushes = taken.held.filter((row) => row.channel === 'push');
  if (pushes.length && ctx.push.configured)
    await ctx.jobs.send(pushToMemberJob, {
      memberId,
      message: { title: TEXT.digestTitle, body: countsLine(pushes.map((r) => r.category)), data: { kind: 'digest' } },
    });
  const mails = taken.held.filter((row) => row.channel === 'email' && isKind(row.category));
  const to = mails.length ? await memberEmailOf(ctx.db, memberId) : null;
  if (to)
    await ctx.mailer.send(
      digestMail(
        ctx,
        memberId,
        to,
        mails.map((row) => ({ category: row.category as NoticeKind, title: row.title, body: row.body })),
      ),
    );
  return true;
}

/**
 * The daily digest (decision 0166), run by a periodic job on one instance at a time: every member with something
 * held gets it at their digest hour in Lagos (or when their quiet hours end, if later). Each member's send is claimed
 * on its own, so a second instance, or a run after a crash, sends nobody's twice.
 */
export async function runDigests(ctx: AppContext) {
  const now = ctx.now();
  let sent = 0;
  let after = '';
  for (;;) {
    const page = await membersWithHeldNotices(ctx.db, after, PAGE);
    for (const memberId of page) if (await sendDigest(ctx, memberId, now)) sent++;
    if (page.length < PAGE) break;
    after = page[page.length - 1]!;
  }
  return { sent };
}

/** Reminders go out in the Lagos day only, whatever a member's own quiet hours (a day late is fine, 3 a.m. is not). */
const REMINDER_HOURS = { from: 8, to: 21 };

/**
 * The finish-sign-up reminder (a day after sign-up started, once) and "your picks are ready" (daily at the member's
 * hour), each off by its switch (decision 0166). Each member is claimed in the statement that marks them, then the
 * notice goes through the one decision like every other.
 */
export async function runReminders(ctx: AppContext) {
  const now = ctx.now();
  const { date, minutes } = lagosClock(now);
  const hour = Math.floor(minutes / 60);
  let signup = 0;
  let picks = 0;
  if (hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.to) {
    for (let claimed = PAGE; claimed === PAGE;) {
      const members = await claimSignupReminders(ctx.db, now, PAGE);
      claimed = members.length;
      signup += claimed;
      await tell(ctx, members, 'signup-reminder', TEXT.signupReminderTitle, TEXT.signupReminderBody);
    }
  }
  for (let claimed = PAGE; claimed === PAGE;) {
    const members = await claimPicksReady(ctx.db, date, hour, DEFAULT_NOTIFICATION_PREFERENCES.picksHour, now, PAGE);
    claimed = members.length;
    picks += claimed;
    await tell(ctx, members, 'picks-ready', TEXT.picksReadyTitle, TEXT.picksReadyBody);
  }
  return { signup, picks };
}

async function tell(ctx: AppContext, memberIds: string[], kind: string, title: string, body: string) {
  if (memberIds.length === 0) return;
  const pending = await recordNotices(
    ctx.db,
    memberIds.map((memberId) => ({ memberId, kind, title, body })),
  );
  deliverAfterCommit(ctx, pending);
}
