import { Router, type Request, type Response } from 'express';
import {
  conversationsQuerySchema,
  matchIdParamsSchema,
  MEMBER_CHAT_MESSAGES as TEXT,
  messagesQuerySchema,
  reactionInputSchema,
  readMarkSchema,
  sendMessageSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import {
  admitMember,
  memberClaims,
  memberPrincipal,
  requireCompletedSignup,
  requireMember,
} from '../../middleware/require-member';
import { assertCompletedSignup } from '../member-auth/member-auth.service';
import { listMessages, markRead, sendMessage } from './chat.service';
import { listConversations } from './conversations.service';
import { setReaction } from './reactions.service';

/** A seq that is not a whole number from 1 is no message of the match: 404. */
function seqOf(params: { seq?: unknown }): number {
  const seq = Number(params.seq);
  if (!/^\d{1,10}$/.test(String(params.seq)) || seq < 1 || seq > 2_147_483_647)
    throw new AppError('NOT_FOUND', TEXT.messageNotFound);
  return seq;
}

/** A match id that is not a UUID is just a match the caller does not have: 404, never 400. */
function matchIdOf(params: unknown): string {
  const parsed = matchIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return parsed.data.id;
}

/** A send the member guard admits whose match id or body is wrong: the guard's answer, else the 404 or the 400. */
async function refuseAfterGuard(ctx: AppContext, req: Request, res: Response): Promise<never> {
  await admitMember(ctx, req, res);
  assertCompletedSignup(memberPrincipal(res).authStep);
  matchIdOf(req.params);
  parse(sendMessageSchema, req.body);
  throw new Error('refuseAfterGuard: the request was valid');
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
  // The session is checked in the send's own statement (decision 0114), and sends wait for the database in the
  // instance's queue, which uses two pooled connections at most (decision 0116). A request whose match id or body is
  // wrong meets the member guard first, so its 401 and 403 still come before the 404 and the 400.
  router.post('/matches/:id/messages', async (req, res) => {
    const matchId = matchIdParamsSchema.safeParse(req.params);
    const input = sendMessageSchema.safeParse(req.body);
    if (!matchId.success || !input.success) return refuseAfterGuard(ctx, req, res);
    const { sub, sid } = memberClaims(ctx, req);
    const { status, body } = await sendMessage(ctx, { memberId: sub, sessionId: sid }, matchId.data.id, input.data);
    res.status(status).json(body);
  });
  // Reactions (decision 0157's record covers the chat additions): one per member per message, from a fixed set.
  router.put('/matches/:id/messages/:seq/reaction', member, requireCompletedSignup, async (req, res) => {
    const matchId = matchIdOf(req.params);
    const seq = seqOf(req.params);
    const { emoji } = parse(reactionInputSchema, req.body);
    res.json(await setReaction(ctx, memberPrincipal(res).id, matchId, seq, emoji));
  });
  router.delete('/matches/:id/messages/:seq/reaction', member, requireCompletedSignup, async (req, res) => {
    res.json(await setReaction(ctx, memberPrincipal(res).id, matchIdOf(req.params), seqOf(req.params), null));
  });
  router.post('/matches/:id/read', member, requireCompletedSignup, async (req, res) => {
    const matchId = matchIdOf(req.params);
    res.json(await markRead(ctx, memberPrincipal(res).id, matchId, parse(readMarkSchema, req.body).seq));
  });
  return router;
}
