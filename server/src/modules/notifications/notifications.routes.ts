import { Router } from 'express';
import { feedQuerySchema, markReadSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { markRead, readFeed, unreadCount } from './notifications.service';

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
  return router;
}
