import { Router, type Request } from 'express';
import { initiateTokenPaymentSchema, MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { clientIp } from '../../lib/rate-limit';
import { requirePaymentToken } from '../../middleware/payment-auth';
import { parse } from '../../middleware/validate';
import { requireAppVersion } from '../../lib/app-version';
import { startTokenPayment, type TokenStartRefusal } from './token-purchase.service';
import { activePacks } from './token-packs.service';

const MINUTE = 60 * 1000;

const REFUSALS: Record<TokenStartRefusal, { code: ErrorCode; message: string }> = {
  'not-own-account': { code: 'FORBIDDEN', message: MESSAGES.forbidden },
  'member-not-found': { code: 'NOT_FOUND', message: MESSAGES.memberNotFound },
  blocked: { code: 'FORBIDDEN', message: MESSAGES.memberBlocked },
  'pack-not-found': { code: 'BAD_REQUEST', message: 'Choose a valid token pack' },
  'email-mismatch': { code: 'BAD_REQUEST', message: 'The email does not match the one on your account' },
};

/** /api/v1/tokens: the website's token pack purchase; the return page is the plans' verify-payment. */
export function tokenPurchaseRoutes(ctx: AppContext) {
  const router = Router();
  const memberKey = (req: Request) => String(req.res?.locals.paymentMemberId ?? clientIp(req));
  const reachedProvider = (_req: unknown, res: { statusCode: number }) =>
    res.statusCode === 201 || res.statusCode === 502;
  // The same budgets as a Premium start (decision 0061); named apart so one purchase kind cannot starve the other.
  const initiateIpLimit = ctx.rateLimit({ name: 'token-payment-initiate-ip', windowMs: 10 * MINUTE, limit: 60 });
  const initiateLimit = ctx.rateLimit({
    name: 'token-payment-initiate',
    windowMs: 15 * MINUTE,
    limit: 10,
    key: memberKey,
    counts: reachedProvider,
  });
  const emailGuessLimit = ctx.rateLimit({
    name: 'token-payment-email',
    windowMs: 60 * MINUTE,
    limit: 5,
    key: memberKey,
    counts: (_req, res) => res.locals.refusal === 'email-mismatch',
  });

  router.post(
    '/initiate-paystack-payment',
    initiateIpLimit,
    requireAppVersion(ctx.config.minAppVersion),
    requirePaymentToken(ctx.config.jwtSecret),
    initiateLimit,
    emailGuessLimit,
    async (req, res) => {
      const outcome = await startTokenPayment(
        ctx,
        res.locals.paymentMemberId,
        parse(initiateTokenPaymentSchema, req.body),
      );
      if (outcome.kind === 'provider-down') throw new AppError('BAD_GATEWAY', MESSAGES.paymentStartFailed);
      if (outcome.kind === 'refused') {
        res.locals.refusal = outcome.refusal;
        throw new AppError(REFUSALS[outcome.refusal].code, REFUSALS[outcome.refusal].message);
      }
      res.status(201).json({ redirect: outcome.redirect, reference: outcome.reference });
    },
  );
  return router;
}

/** GET /api/v1/public/token-packs: the packs on sale, for /tokens. */
export function publicTokenPacksRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/token-packs', async (_req, res) => {
    res.json(await activePacks(ctx.db));
  });
  return router;
}
