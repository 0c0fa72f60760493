import { Router } from 'express';
import {
  accountDeletionSchema,
  confirmationRequestSchema,
  phoneChangeSchema,
  pushTokenSchema,
  supportMessageSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { requestConfirmation } from './confirmations.service';
import { changePhone } from './phone-change.service';
import {
  deleteAccount,
  exportAccount,
  fileSupportMessage,
  forgetPushToken,
  registerPushToken,
} from './member-account.service';

const HOUR = 60 * 60 * 1000;

export function memberAccountRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  const memberKey = (req: { res?: { locals: Record<string, unknown> } }) =>
    String((req.res?.locals.member as { id?: string } | undefined)?.id ?? 'anonymous');
  const supportLimit = ctx.rateLimit({ name: 'member-support', windowMs: HOUR, limit: 10, key: memberKey });
  const exportLimit = ctx.rateLimit({ name: 'member-export', windowMs: HOUR, limit: 10, key: memberKey });
  // Each code is a text message and a chance to guess: 5 sent and 20 tried an hour per member.
  const confirmLimit = ctx.rateLimit({ name: 'member-confirm-send', windowMs: HOUR, limit: 5, key: memberKey });
  const confirmSpendLimit = ctx.rateLimit({ name: 'member-confirm-try', windowMs: HOUR, limit: 20, key: memberKey });

  router.put('/me/devices/push-token', member, async (req, res) => {
    res.json(await registerPushToken(ctx, memberPrincipal(res), parse(pushTokenSchema, req.body)));
  });
  router.delete('/me/devices/push-token', member, async (_req, res) => {
    res.json(await forgetPushToken(ctx, memberPrincipal(res).sessionId));
  });

  router.post('/support', member, supportLimit, async (req, res) => {
    res.status(201).json(await fileSupportMessage(ctx, memberPrincipal(res).id, parse(supportMessageSchema, req.body)));
  });
  router.get('/me/export', member, exportLimit, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await exportAccount(ctx, memberPrincipal(res).id));
  });
  // Sensitive changes carry a code sent for that very change, whatever the session's age (decision 0079).
  router.post('/me/confirmations', member, confirmLimit, async (req, res) => {
    res
      .status(201)
      .json(await requestConfirmation(ctx, memberPrincipal(res).id, parse(confirmationRequestSchema, req.body)));
  });
  router.delete('/me', member, confirmSpendLimit, async (req, res) => {
    const { confirmationCode } = parse(accountDeletionSchema, req.body ?? {});
    res.json(await deleteAccount(ctx, memberPrincipal(res).id, confirmationCode));
  });
  router.put('/me/phone', member, confirmSpendLimit, async (req, res) => {
    res.json(await changePhone(ctx, memberPrincipal(res), parse(phoneChangeSchema, req.body)));
  });
  return router;
}
