import { randomUUID } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  FEED_PAGE_DEFAULT,
  MEMBER_PROFILE_MESSAGES as TEXT,
  type FeedItem,
  type FeedResponse,
  type MarkReadInput,
  type MessageResponse,
  type NotificationPreferences,
  type UnreadCount,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import type { LiveEvent } from '../../lib/live-hub';
import type { PushMessage, PushResult } from '../../lib/push';
import { recordDelivery } from '../../lib/metrics';
import {
  countUnreadFeed,
  deleteFeedEntry,
  insertFeedEntry,
  listFeed,
  markFeedRead,
  type FeedRow,
} from './feed.repository';
import { decideDelivery } from './delivery-decision';
import { carryOut, decideFor, heldRow, outgoingOf } from './notice-delivery';
import { holdNotices, readPreferencesOf } from './preferences.repository';
import { findMemberCreatedAt } from './notifications.repository';
import { languagesOf, noticeInLanguage } from './member-language';
import { pushToEveryoneJob, pushToMemberJob } from './push.jobs';

/** The devices' push tokens, saved and removed by the app (member-account) and by sign-out (member-auth). */
export { deletePushTokensOfSession, savePushToken } from './push-tokens.repository';

/**
 * Everything that tells a member something goes through this module (decision 0071): the feed (an entry
 * the member can scroll back to), push to their devices, and events on their open live connections.
 * Texts carry no photo URL and no liker identity; `relatedId` names a match or a photo request, never a liker.
 */
export type Notice = { memberId: string; kind: string; title: string; body: string; relatedId?: string | null };

/**
 * Notices decided inside a transaction, waiting for the commit before push, email and live delivery. `inFeed`: the
 * feed entry was written (in-app instant); `preferences`: the member's, read in the transaction (absent for an entry
 * another module's statement wrote, read after the commit). `events`: live frames that are not feed entries (a new
 * match's `match` frames), published after the notices.
 */
export type PendingNotices = {
  items: { memberId: string; item: FeedItem; inFeed: boolean; preferences?: NotificationPreferences }[];
  events?: { memberId: string; event: LiveEvent }[];
};

export const NO_NOTICES: PendingNotices = { items: [] };

const FEED_PAGE = FEED_PAGE_DEFAULT;

const toFeedItem = (
  row: Pick<FeedRow, 'id' | 'kind' | 'title' | 'body' | 'relatedId' | 'read' | 'createdAt'>,
): FeedItem => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  relatedId: row.relatedId,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Decides each notice (decision 0166) and writes its in-app part in the caller's transaction, so a rolled-back like
 * or match leaves nothing behind: the feed entry when in-app is instant, a held row when it waits for the digest.
 */
export async function recordNotices(tx: DbOrTx, notices: Notice[]): Promise<PendingNotices> {
  const items: PendingNotices['items'] = [];
  const memberIds = [...new Set(notices.map((notice) => notice.memberId))];
  const [found, languages] = await Promise.all([readPreferencesOf(tx, memberIds), languagesOf(tx, memberIds)]);
  for (const notice of notices) {
    const preferences = found.get(notice.memberId) ?? DEFAULT_NOTIFICATION_PREFERENCES;
    // Written in the member's language (decision 0171): the feed entry, and the push and mail made from it.
    const { title, body } = noticeInLanguage(languages.get(notice.memberId) ?? 'en', notice);
    const entry = { kind: notice.kind, title, body, relatedId: notice.relatedId ?? null };
    // In-app makes no sound, so quiet hours never hold it: the time plays no part in this channel's decision.
    const inApp = decideDelivery(preferences, notice.kind, new Date()).inApp;
    if (inApp === 'instant') {
      const row = await insertFeedEntry(tx, notice.memberId, entry);
      items.push({ memberId: notice.memberId, item: toFeedItem({ ...row, read: false }), inFeed: true, preferences });
      continue;
    }
    const item = toFeedItem({ id: randomUUID(), ...entry, read: false, createdAt: new Date() });
    if (inApp === 'hold') await holdNotices(tx, [heldRow(outgoingOf(notice.memberId, item), 'inApp')], new Date());
    items.push({ memberId: notice.memberId, item, inFeed: false, preferences });
  }
  return { items };
}

/** A feed entry that another module's statement wrote (an outbid notice written by auction_place_bid), pending delivery. */
export const pendingNotice = (memberId: string, row: Parameters<typeof toFeedItem>[0]): PendingNotices => ({
  items: [{ memberId, item: toFeedItem(row), inFeed: true }],
});

const inFlight = new Set<Promise<unknown>>();

/** Starts work that must not hold up the answer (FCM takes longer than a like should); failures are logged. */
function inBackground(ctx: AppContext, work: Promise<unknown>, what: string) {
  const running: Promise<unknown> = work
    .catch((error: unknown) => ctx.logger.warn({ err: error, what }, 'notification delivery failed'))
    .finally(() => inFlight.delete(running));
  inFlight.add(running);
}

/** Resolves when every push queued so far is in the job queue (tests, shutdown); test-support drains the queue. */
export const settleDeliveries = () => Promise.allSettled([...inFlight]);

const pushDataOf = (item: FeedItem): Record<string, string> => ({
  kind: item.kind,
  ...(item.relatedId ? { relatedId: item.relatedId } : {}),
});

/**
 * After the commit: a feed entry goes live to the member's open connections, and push and email follow the
 * member's preferences (decision 0166: sent now, held for the digest, or not sent); then the other live frames.
 */
export function deliverAfterCommit(ctx: AppContext, pending: PendingNotices) {
  for (const { memberId, item, inFeed, preferences } of pending.items) {
    if (!preferences) {
      inBackground(ctx, deliverWrittenEntry(ctx, memberId, item), item.kind);
      continue;
    }
    if (inFeed) publishLive(ctx, memberId, { type: 'notification', item });
    sendOutside(ctx, memberId, item, decideDelivery(preferences, item.kind, ctx.now()));
  }
  for (const { memberId, event } of pending.events ?? []) publishLive(ctx, memberId, event);
}

function sendOutside(ctx: AppContext, memberId: string, item: FeedItem, decision: ReturnType<typeof decideDelivery>) {
  const message = { title: item.title, body: item.body, data: pushDataOf(item) };
  inBackground(
    ctx,
    carryOut(ctx, outgoingOf(memberId, item), decision, { message, send: (m) => pushJob(ctx, memberId, m) }),
    item.kind,
  );
}

/**
 * An entry another module's statement wrote (the outbid notice of auction_place_bid): decided after the commit. An
 * in-app part the member does not want instantly is taken back out of the feed (and held when it waits for the digest).
 */
async function deliverWrittenEntry(ctx: AppContext, memberId: string, item: FeedItem) {
  const decision = await decideFor(ctx, memberId, item.kind);
  if (decision.inApp === 'instant') publishLive(ctx, memberId, { type: 'notification', item });
  else {
    await deleteFeedEntry(ctx.db, memberId, item._id);
    if (decision.inApp === 'hold') await holdNotices(ctx.db, [heldRow(outgoingOf(memberId, item), 'inApp')], ctx.now());
  }
  sendOutside(ctx, memberId, item, decision);
}

/**
 * A push goes through the job queue (decision 0135): it is kept, and retried with backoff while FCM is out of
 * reach. Without push configured nothing is queued, as nothing could be sent.
 */
function pushJob(ctx: AppContext, memberId: string, message: PushMessage): Promise<unknown> {
  if (!ctx.push.configured) return Promise.resolve(null);
  // One member's pushes are queued one after another, so they reach the device in the order they were told
  // (the like before the match it led to): two sends at once could commit in either order.
  const queued = (pushesQueuing.get(memberId) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => ctx.jobs.send(pushToMemberJob, { memberId, message }));
  pushesQueuing.set(memberId, queued);
  queued.finally(() => pushesQueuing.get(memberId) === queued && pushesQueuing.delete(memberId)).catch(() => undefined);
  return queued;
}

const pushesQueuing = new Map<string, Promise<unknown>>();

function queuePush(ctx: AppContext, memberId: string, message: PushMessage, what: string) {
  inBackground(ctx, pushJob(ctx, memberId, message), what);
}

/**
 * One notice outside any transaction (the control centre's notify): into the feed, live, and pushed when
 * asked. The push is awaited, because the caller reports how it went. A staff message is about the member's own
 * account, which the decision (decision 0166) never holds or drops: what staff asked for goes out.
 */
export async function notifyNow(
  ctx: AppContext,
  notice: Notice,
  options: { push: boolean; pushData?: Record<string, string> },
): Promise<PushResult | undefined> {
  const pending = await recordNotices(ctx.db, [notice]);
  const [{ item }] = pending.items as [PendingNotices['items'][number]];
  publishLive(ctx, notice.memberId, { type: 'notification', item });
  if (!options.push) return undefined;
  return ctx.push.sendToMember(notice.memberId, {
    title: item.title,
    body: item.body,
    data: options.pushData ?? pushDataOf(item),
  });
}

/** A push that is not a feed entry (a chat message tells the phone, not the feed); queued in the background. */
export function pushInBackground(ctx: AppContext, memberId: string, message: PushMessage, what: string) {
  queuePush(ctx, memberId, message, what);
}

/** An event on the member's open live connections only (chat messages, read marks, typing, match changes). */
export function publishLive(ctx: AppContext, memberId: string, event: LiveEvent) {
  ctx.live.publish(memberId, event);
}

/**
 * An event for the member's open connections, or a push when they have none anywhere (a chat message: live
 * when the app is open, a push when it is not, never both). Runs in the background.
 */
export function publishLiveOrPush(
  ctx: AppContext,
  memberId: string,
  event: LiveEvent,
  push: PushMessage,
  what: string,
) {
  // Redis unreachable counts as nobody online: the push still goes out.
  const delivering = ctx.live
    .publishCounted(memberId, event)
    .catch(() => 0)
    .then((reached) => {
      recordDelivery(what, reached > 0 ? 'live' : 'push');
      if (reached > 0) return undefined;
      // Not open anywhere: the notice goes by push and email as the member's preferences for its kind say.
      return decideFor(ctx, memberId, what).then((decision) =>
        carryOut(
          ctx,
          { memberId, kind: what, title: push.title, body: push.body, relatedId: push.data?.matchId ?? null },
          decision,
          { message: push, send: (m) => pushJob(ctx, memberId, m) },
        ),
      );
    });
  inBackground(ctx, delivering, what);
}

/**
 * An announcement for everyone: live to every open connection now; then a queued job tells each member as their
 * news preferences say (push, email, or held for the digest; decision 0177).
 */
export function announceToAll(
  ctx: AppContext,
  announcement: { id: string; title: string; body: string; createdAt: Date },
) {
  const item: FeedItem = {
    _id: announcement.id,
    kind: 'announcement',
    title: announcement.title,
    body: announcement.body,
    relatedId: null,
    read: false,
    createdAt: announcement.createdAt.toISOString(),
  };
  ctx.live.publishToAll({ type: 'notification', item });
  const telling = ctx.jobs.send(pushToEveryoneJob, {
    notificationId: announcement.id,
    title: announcement.title,
    body: announcement.body,
  });
  inBackground(ctx, telling, 'announcement');
}

async function memberCreatedAtOrGone(ctx: AppContext, memberId: string) {
  const createdAt = await findMemberCreatedAt(ctx.db, memberId);
  if (!createdAt) throw new AppError('UNAUTHORIZED', 'Session Expired');
  return createdAt;
}

export async function readFeed(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
  limit = FEED_PAGE,
): Promise<FeedResponse> {
  const after = cursor === undefined ? undefined : decodeKeysetCursor(cursor);
  if (cursor !== undefined && !after) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  const rows = await listFeed(ctx.db, memberId, await memberCreatedAtOrGone(ctx, memberId), after, limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  return { items: page.map(toFeedItem), nextCursor };
}

export async function unreadCount(ctx: AppContext, memberId: string): Promise<UnreadCount> {
  return { count: await countUnreadFeed(ctx.db, memberId, await memberCreatedAtOrGone(ctx, memberId)) };
}

export async function markRead(ctx: AppContext, memberId: string, input: MarkReadInput): Promise<MessageResponse> {
  await markFeedRead(
    ctx.db,
    memberId,
    'all' in input ? 'all' : input.ids,
    await memberCreatedAtOrGone(ctx, memberId),
    ctx.now(),
  );
  return { message: TEXT.notificationsRead };
}

/** The control event that closes a member's sockets on every instance; never forwarded to an app. */
export const SESSION_ENDED = 'session-ended';

/** Closes the member's open sockets on every instance: one session's (logout), or all (a block, a deletion). */
export function endLiveSessions(ctx: AppContext, memberId: string, sessionId?: string) {
  publishLive(ctx, memberId, { type: SESSION_ENDED, ...(sessionId ? { sessionId } : {}) });
}

/** `match-ended` to both sides of each match (unmatch, block, deletion, a control-centre block). */
export function tellMatchesEnded(ctx: AppContext, memberId: string, matches: { id: string; otherId: string }[]) {
  for (const match of matches) {
    publishLive(ctx, memberId, { type: 'match-ended', matchId: match.id });
    publishLive(ctx, match.otherId, { type: 'match-ended', matchId: match.id });
  }
}
