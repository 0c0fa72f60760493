import {
  NOTICE_KIND_LABELS,
  NOTIFICATION_PREFERENCES_MESSAGES as TEXT,
  type MessageResponse,
  type NotificationPreferences,
  type WebPushSubscriptionInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { readUnsubscribeToken } from './unsubscribe-link';
import { countHeldNotices, readPreferences, savePreferences, turnEmailOff } from './preferences.repository';
import {
  countWebPushSubscriptions,
  removeWebPushSubscription,
  saveWebPushSubscription,
} from './web-push-subscriptions.repository';

export const getPreferences = (ctx: AppContext, memberId: string) => readPreferences(ctx.db, memberId);

export async function putPreferences(
  ctx: AppContext,
  memberId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await savePreferences(ctx.db, memberId, preferences, ctx.now());
  return preferences;
}

/**
 * Where a browser may ask us to send: https only, except a push service on this machine outside production (the
 * local test push service). Every real browser's push service is https; anything else would let a member point our
 * server at an address of their choosing (decision 0167).
 */
export function acceptsEndpoint(ctx: AppContext, endpoint: string): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return !isLocalHost(url.hostname) || !ctx.config.isProduction;
  return url.protocol === 'http:' && isLocalHost(url.hostname) && !ctx.config.isProduction;
}

const isLocalHost = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

export async function addWebPushSubscription(
  ctx: AppContext,
  member: { id: string; sessionId: string },
  input: WebPushSubscriptionInput,
): Promise<MessageResponse> {
  const { endpoint, keys } = input.subscription;
  if (!acceptsEndpoint(ctx, endpoint)) throw new AppError('BAD_REQUEST', TEXT.webPushEndpoint);
  await saveWebPushSubscription(ctx.db, member.id, member.sessionId, {
    endpoint,
    p256dh: keys.p256dh,
    auth: keys.auth,
  });
  return { message: TEXT.webPushSaved };
}

export async function deleteWebPushSubscription(
  ctx: AppContext,
  memberId: string,
  endpoint: string,
): Promise<MessageResponse> {
  await removeWebPushSubscription(ctx.db, memberId, endpoint);
  return { message: TEXT.webPushRemoved };
}

export type UnsubscribeOutcome = { kind: 'done'; text: string } | { kind: 'invalid' };

/** The one-click link (RFC 8058): that kind's email off, no sign-in; the signature is the only key (decision 0166). */
export async function unsubscribeByLink(ctx: AppContext, token: string, apply: boolean): Promise<UnsubscribeOutcome> {
  const read = readUnsubscribeToken(ctx.config.jwtSecret, token);
  if (!read) return { kind: 'invalid' };
  const turnOff = (p: NotificationPreferences) => ({
    ...p,
    kinds: { ...p.kinds, [read.kind]: { ...p.kinds[read.kind], email: 'off' as const } },
  });
  // A deleted account's link still answers as done: there is nothing left to mail.
  if (apply) await turnEmailOff(ctx.db, read.memberId, turnOff, ctx.now());
  return { kind: 'done', text: TEXT.unsubscribed(NOTICE_KIND_LABELS[read.kind]) };
}

/** The control centre's member record: the grid as saved, what waits for the digest, the browsers subscribed. */
export async function preferencesSummary(ctx: AppContext, memberId: string) {
  const [preferences, held, browsers] = await Promise.all([
    readPreferences(ctx.db, memberId),
    countHeldNotices(ctx.db, memberId),
    countWebPushSubscriptions(ctx.db, memberId),
  ]);
  return { preferences, heldForDigest: held.length, webPushBrowsers: browsers };
}
