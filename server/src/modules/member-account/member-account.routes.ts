import { Router } from 'express';
import { feedQuerySchema, markReadSchema, pushTokenSchema, supportMessageSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../member-auth/require-member';
import { deleteAccount, exportAccount, fileSupportMessage, forgetPushToken, markRead, readFeed, registerPushToken } from './member-account.service';

const HOUR = 60 * 60 * 1000;

export function memberAccountRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  const memberKey = (req: { res?: { locals: Record<string, unknown> } }) => String((req.res?.locals.member as { id?: string } | undefined)?.id ?? 'anonymous');
  const supportLimit = ctx.rateLimit({ name: 'member-support', windowMs: HOUR, limit: 10, key: memberKey });
  const exportLimit = ctx.rateLimit({ name: 'member-export', windowMs: HOUR, limit: 10, key: memberKey });

  router.put('/me/devices/push-token', member, async (req, res) => {
    res.json(await registerPushToken(ctx, memberPrincipal(res), parse(pushTokenSchema, req.body)));
  });
  router.delete('/me/devices/push-token', member, async (_req, res) => {
    res.json(await forgetPushToken(ctx, memberPrincipal(res).sessionId));
  });

  router.get('/notifications', member, requireCompletedSignup, async (req, res) => {
    const { cursor } = parse(feedQuerySchema, req.query);
    res.json(await readFeed(ctx, memberPrincipal(res).id, cursor));
  });
  router.post('/notifications/read', member, requireCompletedSignup, async (req, res) => {
    res.json(await markRead(ctx, memberPrincipal(res).id, parse(markReadSchema, req.body)));
  });

  router.post('/support', member, supportLimit, async (req, res) => {
    res.status(201).json(await fileSupportMessage(ctx, memberPrincipal(res).id, parse(supportMessageSchema, req.body)));
  });
  router.get('/me/export', member, exportLimit, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await exportAccount(ctx, memberPrincipal(res).id));
  });
  router.delete('/me', member, async (_req, res) => {
    res.json(await deleteAccount(ctx, memberPrincipal(res).id));
  });
  return router;
}
