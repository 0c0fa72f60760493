import { Router } from 'express';
import type { AppContext } from '../../context';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { issueTicket } from './live.service';

/** The live channel's ticket; the socket itself is served by live-socket.ts on the HTTP server's upgrade. */
export function memberLiveRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/live/ticket', requireMember(ctx), requireCompletedSignup, async (_req, res) => {
    const member = memberPrincipal(res);
    res.json(await issueTicket(ctx, { id: member.id, sessionId: member.sessionId }));
  });
  return router;
}
