import { Router } from 'express';
import { outboxMailParamsSchema, outboxQuerySchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getOutbox, retryMail } from './mail-outbox.service';

export function mailOutboxRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/mailoutbox', allow('outbox'), async (req, res) => {
    res.json(await getOutbox(ctx, parse(outboxQuerySchema, req.query)));
  });
  router.post('/mailoutbox/:mailId/retry', allow('outbox'), async (req, res) => {
    res.json(await retryMail(ctx, parse(outboxMailParamsSchema, req.params).mailId, actorOf(req, res)));
  });
  return router;
}
