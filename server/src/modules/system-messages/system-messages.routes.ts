import { Router } from 'express';
import { pageQuerySchema, sendSystemMessageSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getBroadcastAudience, listSystemMessages, sendSystemMessage } from './system-messages.service';

export function systemMessagesRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/systemmessages', allow('systemMessages'), async (req, res) => {
    res.json(await listSystemMessages(ctx.db, parse(pageQuerySchema, req.query).page));
  });
  router.post('/sendsystemmessage', allow('broadcast'), async (req, res) => {
    res
      .status(201)
      .json(
        await sendSystemMessage(
          ctx,
          parse(sendSystemMessageSchema, req.body),
          actorOf(req, res),
          idempotencyKeyOf(req),
        ),
      );
  });
  router.get('/systemmessages/audience', allow('broadcast'), async (_req, res) => {
    res.json(await getBroadcastAudience(ctx.db));
  });
  return router;
}
