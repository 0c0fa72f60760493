import { Router } from 'express';
import {
  conversationsQuerySchema,
  matchIdParamsSchema,
  MEMBER_CHAT_MESSAGES as TEXT,
  messagesQuerySchema,
  readMarkSchema,
  sendMessageSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { concurrencyGate } from '../../middleware/concurrency-gate';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { listMessages, markRead, sendMessage } from './chat.service';
import { listConversations } from './conversations.service';

/** A match id that is not a UUID is just a match the caller does not have: 404, never 400. */
function matchIdOf(params: unknown): string {
  const parsed = matchIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return parsed.data.id;
}

/** Chat between matches (decision 0085). */
export function memberChatRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.get('/conversations', member, requireCompletedSignup, async (req, res) => {
    const { cursor, limit } = parse(conversationsQuerySchema, req.query);
    res.json(await listConversations(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.get('/matches/:id/messages', member, requireCompletedSignup, async (req, res) => {
    const matchId = matchIdOf(req.params);
    res.json(await listMessages(ctx, memberPrincipal(res).id, matchId, parse(messagesQuerySchema, req.query)));
  });
  // Sends wait their turn before the member guard, as many at once as the pool has connections.
  const sendTurn = concurrencyGate(ctx.config.database.poolSize);
  router.post('/matches/:id/messages', sendTurn, member, requireCompletedSignup, async (req, res) => {
    const matchId = matchIdOf(req.params);
    const { status, body } = await sendMessage(
      ctx,
      memberPrincipal(res).id,
      matchId,
      parse(sendMessageSchema, req.body),
    );
    res.status(status).json(body);
  });
  router.post('/matches/:id/read', member, requireCompletedSignup, async (req, res) => {
    const matchId = matchIdOf(req.params);
    res.json(await markRead(ctx, memberPrincipal(res).id, matchId, parse(readMarkSchema, req.body).seq));
  });
  return router;
}
