import { Router } from 'express';
import { MEMBER_CHAT_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { TICKETS_PER_MINUTE } from './live-limits';
import { issueTicket } from './live.service';

/** The live channel's ticket; the socket itself is served by live-socket.ts on the HTTP server's upgrade. */
export function memberLiveRoutes(ctx: AppContext) {
  const router = Router();
  // Per session over every instance (decision 0121); after the guard, which names the session.
  const ticketLimit = ctx.rateLimit({
    name: 'live-ticket',
    windowMs: 60_000,
    limit: TICKETS_PER_MINUTE,
    message: TEXT.tooManyLiveTickets,
    key: (req) => memberPrincipal(req.res!).sessionId,
    // An app reconnecting through a Redis outage (or just after one) still gets its ticket; the socket itself then
    // waits for its subscription (decision 0121).
    failOpen: true,
  });
  router.post('/live/ticket', requireMember(ctx), requireCompletedSignup, ticketLimit, async (_req, res) => {
    const member = memberPrincipal(res);
    res.json(await issueTicket(ctx, { id: member.id, sessionId: member.sessionId }));
  });
  return router;
}
