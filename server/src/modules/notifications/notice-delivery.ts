import type { FeedItem, NotificationPreferences } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { PushMessage } from '../../lib/push';
import { categoryOf, decideDelivery, type DeliveryDecision } from './delivery-decision';
import { noticeMail } from './notice-mail';
import { holdNotices, memberEmailOf, readPreferences, type HeldNotice } from './preferences.repository';

/** A notice as the channels outside the feed see it (the feed entry, or what it would have been). */
export type OutgoingNotice = { memberId: string; kind: string; title: string; body: string; relatedId: string | null };

export const outgoingOf = (memberId: string, item: FeedItem): OutgoingNotice => ({
  memberId,
  kind: item.kind,
  title: item.title,
  body: item.body,
  relatedId: item.relatedId ?? null,
});

export const heldRow = (notice: OutgoingNotice, channel: HeldNotice['channel']): HeldNotice => ({
  memberId: notice.memberId,
  channel,
  category: categoryOf(notice.kind) ?? 'account',
  kind: notice.kind,
  title: notice.title,
  body: notice.body,
  relatedId: notice.relatedId,
});

/** Sends the notice by email now, when the member has an address; a mail refused by SMTP waits in the outbox. */
export async function mailNotice(ctx: AppContext, notice: OutgoingNotice) {
  const category = categoryOf(notice.kind);
  if (!category) return;
  const to = await memberEmailOf(ctx.db, notice.memberId);
  if (!to) return;
  await ctx.mailer.send(noticeMail(ctx, notice.memberId, to, { category, title: notice.title, body: notice.body }));
}

export type PushChannel = (message: PushMessage) => Promise<unknown>;

/**
 * Carries out the push and email parts of a decision (the feed part is the caller's: it is written in the caller's
 * transaction). Held parts are kept for the digest; the returned promise ends when both parts are queued or kept.
 */
export async function carryOut(
  ctx: AppContext,
  notice: OutgoingNotice,
  decision: DeliveryDecision,
  push: { message: PushMessage; send: PushChannel },
) {
  const held: HeldNotice[] = [];
  const work: Promise<unknown>[] = [];
  if (decision.push === 'instant') work.push(push.send(push.message));
  if (decision.push === 'hold') held.push(heldRow(notice, 'push'));
  if (decision.email === 'instant') work.push(mailNotice(ctx, notice));
  if (decision.email === 'hold' && (await memberEmailOf(ctx.db, notice.memberId))) held.push(heldRow(notice, 'email'));
  work.push(holdNotices(ctx.db, held, ctx.now()));
  await Promise.all(work);
}

/** The decision for a member whose preferences are not at hand yet (one read). */
export async function decideFor(
  ctx: AppContext,
  memberId: string,
  kind: string,
  preferences?: NotificationPreferences,
) {
  return decideDelivery(preferences ?? (await readPreferences(ctx.db, memberId)), kind, ctx.now());
}
