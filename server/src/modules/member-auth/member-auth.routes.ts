import { Router, type Request } from 'express';
import { MEMBER_MESSAGES, otpRequestSchema, otpVerifySchema, refreshTokenSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/rate-limit';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { refreshSession, requestSignInCode, signOut, verifySignInCode } from './member-auth.service';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The phone a code request is for, canonical (the schema reads it), so 080…, +234 80… and 23480… share one budget. */
const phoneKey = (req: Request) => {
  const parsed = otpRequestSchema.safeParse(req.body ?? {});
  return parsed.success ? parsed.data.phone : 'invalid';
};

export function memberAuthRoutes(ctx: AppContext) {
  const router = Router();
  // Each code costs money and is a chance to guess: limited per phone (cooldown and hourly) and per IP.
  // Only codes actually sent count toward the phone limits, so a typo does not lock a number out.
  const sent = (_req: Request, res: { locals: Record<string, unknown> }) => res.locals.codeSent === true;
  const perIp = ctx.rateLimit({
    name: 'otp-ip',
    windowMs: HOUR,
    limit: 20,
    message: MEMBER_MESSAGES.tooManyCodes,
    key: clientIp,
  });
  // The phone limits send no headers: they would tell anyone whether that number asked for a code lately.
  const cooldown = ctx.rateLimit({
    headers: false,
    name: 'otp-phone-cooldown',
    windowMs: MINUTE,
    limit: 1,
    message: MEMBER_MESSAGES.tooManyCodes,
    key: phoneKey,
    counts: sent,
  });
  const perPhone = ctx.rateLimit({
    headers: false,
    name: 'otp-phone-hour',
    windowMs: HOUR,
    limit: 5,
    message: MEMBER_MESSAGES.tooManyCodes,
    key: phoneKey,
    counts: sent,
  });
  const verifyPerIp = ctx.rateLimit({ name: 'otp-verify-ip', windowMs: 10 * MINUTE, limit: 60 });
  const refreshPerIp = ctx.rateLimit({ name: 'member-refresh-ip', windowMs: 10 * MINUTE, limit: 120 });

  router.post('/auth/otp/request', perIp, perPhone, cooldown, async (req, res) => {
    const { phone } = parse(otpRequestSchema, req.body);
    const answer = await requestSignInCode(ctx, phone);
    res.locals.codeSent = true;
    res.json(answer);
  });

  router.post('/auth/otp/verify', verifyPerIp, async (req, res) => {
    res.json(await verifySignInCode(ctx, parse(otpVerifySchema, req.body)));
  });

  router.post('/auth/refresh', refreshPerIp, async (req, res) => {
    const { refreshToken } = parse(refreshTokenSchema, req.body);
    res.json(await refreshSession(ctx, refreshToken));
  });

  router.post('/auth/logout', requireMember(ctx), async (_req, res) => {
    res.json(await signOut(ctx, memberPrincipal(res).sessionId, memberPrincipal(res).id));
  });
  return router;
}
