import { Router } from 'express';
import {
  feedQuerySchema,
  markReadSchema,
  notificationPreferencesSchema,
  webPushRemovalSchema,
  webPushSubscriptionSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { markRead, readFeed, unreadCount } from './notifications.service';
import {
  addWebPushSubscription,
  deleteWebPushSubscription,
  getPreferences,
  putPreferences,
} from './preferences.service';

const HOUR = 3_600_000;

/** The member's feed (a finished sign-up needed, as for every route not open during sign-up: decision 0125). */
export function notificationsRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.get('/notifications', member, async (req, res) => {
    const { cursor, limit } = parse(feedQuerySchema, req.query);
    res.json(await readFeed(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.get('/notifications/unread-count', member, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await unreadCount(ctx, memberPrincipal(res).id));
  });
  router.post('/notifications/read', member, async (req, res) => {
    res.json(await markRead(ctx, memberPrincipal(res).id, parse(markReadSchema, req.body)));
  });

  // Notification preferences and web push (decisions 0166, 0167); open during sign-up, where the reminder's switch is.
  router.get('/me/notification-preferences', member, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await getPreferences(ctx, memberPrincipal(res).id));
  });
  router.put('/me/notification-preferences', member, async (req, res) => {
    res.json(await putPreferences(ctx, memberPrincipal(res).id, parse(notificationPreferencesSchema, req.body)));
  });
  router.get('/me/devices/web-push/key', member, (_req, res) => {
    res.json({ publicKey: ctx.config.webPush?.publicKey ?? null });
  });
  // Each subscription is an address our server will send to: 20 an hour per member bounds what one can make it do.
  const subscribeLimit = ctx.rateLimit({
    name: 'web-push-subscribe',
    windowMs: HOUR,
    limit: 20,
    key: (req) => String((req.res?.locals.member as { id?: string } | undefined)?.id ?? 'anonymous'),
  });
  router.post('/me/devices/web-push', member, subscribeLimit, async (req, res) => {
    res.json(await addWebPushSubscription(ctx, memberPrincipal(res), parse(webPushSubscriptionSchema, req.body)));
  });
  router.delete('/me/devices/web-push', member, async (req, res) => {
    const { endpoint } = parse(webPushRemovalSchema, req.body);
    res.json(await deleteWebPushSubscription(ctx, memberPrincipal(res).id, endpoint));
  });
  return router;
}
