import { Router, type Request } from 'express';
import { MESSAGES, paymentReferenceParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { requireAppVersion } from '../../lib/app-version';
import { clientIp } from '../../lib/rate-limit';
import { requirePaymentToken } from '../../middleware/payment-auth';
import { parse } from '../../middleware/validate';
import type { CheckoutInput, Purchasable } from '../payments/purchasable';
import { settledOrThrow, verifyPayment } from '../payments/verification';
import { startCheckout, type CheckoutRefusal } from './checkout.service';

const MINUTE = 60 * 1000;

/** The buyer's answer to the refusals every checkout shares. */
const CHECKOUT_REFUSALS: Record<CheckoutRefusal, { code: ErrorCode; message: string }> = {
  'not-own-account': { code: 'FORBIDDEN', message: MESSAGES.forbidden },
  'member-not-found': { code: 'NOT_FOUND', message: MESSAGES.memberNotFound },
  'email-mismatch': { code: 'BAD_REQUEST', message: 'The email does not match the one on your account' },
};

const memberKey = (req: Request) => String(req.res?.locals.paymentMemberId ?? clientIp(req));

/**
 * POST /initiate-paystack-payment for one purchasable (Premium under /api/v1/subscriptions, token packs under
 * /api/v1/tokens): the payment token's member starts a Paystack checkout.
 */
export function checkoutRoutes<Input extends CheckoutInput, Refusal extends string>(
  ctx: AppContext,
  purchasable: Purchasable<Input, Refusal>,
) {
  const router = Router();
  const name = purchasable.limitPrefix;
  // Each start that reaches Paystack costs a provider call and a row, so those are limited per member;
  // refusals are cheap and only limited per IP (decision 0061). Every purchasable has budgets of its own.
  const reachedProvider = (_req: unknown, res: { statusCode: number }) =>
    res.statusCode === 201 || res.statusCode === 502;
  const initiateIpLimit = ctx.rateLimit({ name: `${name}-initiate-ip`, windowMs: 10 * MINUTE, limit: 60 });
  const initiateLimit = ctx.rateLimit({
    name: `${name}-initiate`,
    windowMs: 15 * MINUTE,
    limit: 10,
    key: memberKey,
    counts: reachedProvider,
  });
  // Wrong emails are guesses at the member's address (the confirm step shows it masked): few per member.
  const emailGuessLimit = ctx.rateLimit({
    name: `${name}-email`,
    windowMs: 60 * MINUTE,
    limit: 5,
    key: memberKey,
    counts: (_req, res) => res.locals.refusal === 'email-mismatch',
  });
  const refusals: Record<CheckoutRefusal | Refusal, { code: ErrorCode; message: string }> = {
    ...CHECKOUT_REFUSALS,
    ...purchasable.refusals,
  };

  router.post(
    '/initiate-paystack-payment',
    initiateIpLimit,
    requireAppVersion(ctx.config.minAppVersion),
    requirePaymentToken(ctx.config.jwtSecret),
    initiateLimit,
    emailGuessLimit,
    async (req, res) => {
      const input = parse(purchasable.input, req.body);
      const outcome = await startCheckout(ctx, purchasable, res.locals.paymentMemberId, input);
      if (outcome.kind === 'provider-down') throw new AppError('BAD_GATEWAY', MESSAGES.paymentStartFailed);
      if (outcome.kind === 'refused') {
        res.locals.refusal = outcome.refusal;
        const { code, message } = refusals[outcome.refusal];
        throw new AppError(code, message);
      }
      res.status(201).json({ redirect: outcome.redirect, reference: outcome.reference });
    },
  );
  return router;
}

/**
 * GET /verify-payment/:reference (mounted under /api/v1/subscriptions): the return page of every checkout,
 * Premium or token pack. It may poll, so it gets a looser budget than a start.
 */
export function checkoutResultRoutes(ctx: AppContext) {
  const router = Router();
  const verifyLimit = ctx.rateLimit({ name: 'payment-verify', windowMs: 10 * MINUTE, limit: 120, key: memberKey });
  router.get(
    '/verify-payment/:reference',
    requireAppVersion(ctx.config.minAppVersion),
    requirePaymentToken(ctx.config.jwtSecret),
    verifyLimit,
    async (req, res) => {
      const { reference } = parse(paymentReferenceParamsSchema, req.params);
      const outcome = await verifyPayment(ctx, reference, { memberId: res.locals.paymentMemberId });
      res.json(settledOrThrow(ctx, reference, outcome).summary);
    },
  );
  return router;
}
