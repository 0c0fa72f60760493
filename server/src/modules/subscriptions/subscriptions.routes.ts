import { Router, type Request } from 'express';
import {
  initiatePaymentSchema,
  MESSAGES,
  paymentReferenceParamsSchema,
  paystackWebhookEventSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError, type ErrorCode } from '../../lib/app-error';
import { isValidPaystackSignature, PAYSTACK_SIGNATURE_HEADER } from '../../lib/paystack-client';
import { clientIp } from '../../lib/rate-limit';
import { requirePaymentToken } from '../../middleware/payment-auth';
import { parse } from '../../middleware/validate';
import { requireAppVersion } from '../../lib/app-version';
import { startPayment, type StartRefusal } from '../payments/payments.service';
import { PROVIDER_UNREACHABLE, settledOrThrow, verifyPayment } from '../payments/verification';
import { PURCHASE_REFUSALS } from '../plans/check-purchase';

const MINUTE = 60 * 1000;

export /** The buyer's answer to each refused start. */
const START_REFUSALS: Record<StartRefusal, { code: ErrorCode; message: string }> = {
  ...PURCHASE_REFUSALS,
  'not-own-account': { code: 'FORBIDDEN', message: MESSAGES.forbidden },
  'member-not-found': { code: 'NOT_FOUND', message: MESSAGES.memberNotFound },
  'plan-not-found': { code: 'BAD_REQUEST', message: 'Choose a valid plan' },
  'amount-mismatch': { code: 'BAD_REQUEST', message: MESSAGES.amountMismatch },
  'email-mismatch': { code: 'BAD_REQUEST', message: 'The email does not match the one on your account' },
};

/** /api/v1/subscriptions: the buyer's purchase (start, return page) and Paystack's webhook. */
export function subscriptionsRoutes(ctx: AppContext) {
  const router = Router();
  const appVersion = requireAppVersion(ctx.config.minAppVersion);
  const paymentToken = requirePaymentToken(ctx.config.jwtSecret);
  const memberKey = (req: Request) => String(req.res?.locals.paymentMemberId ?? clientIp(req));
  // Each start that reaches Paystack costs a provider call and a row, so those are limited per member;
  // refusals are cheap and only limited per IP. The return page may poll, so verifies get a looser budget.
  const reachedProvider = (_req: unknown, res: { statusCode: number }) =>
    res.statusCode === 201 || res.statusCode === 502;
  const initiateLimit = ctx.rateLimit({
    name: 'payment-initiate',
    windowMs: 15 * MINUTE,
    limit: 10,
    key: memberKey,
    counts: reachedProvider,
  });
  const initiateIpLimit = ctx.rateLimit({ name: 'payment-initiate-ip', windowMs: 10 * MINUTE, limit: 60 });
  // Wrong emails are guesses at the member's address (the confirm step shows it masked): few per member.
  const emailGuessLimit = ctx.rateLimit({
    name: 'payment-email',
    windowMs: 60 * MINUTE,
    limit: 5,
    key: memberKey,
    counts: (_req, res) => res.locals.refusal === 'email-mismatch',
  });
  const verifyLimit = ctx.rateLimit({ name: 'payment-verify', windowMs: 10 * MINUTE, limit: 120, key: memberKey });

  router.post(
    '/initiate-paystack-payment',
    initiateIpLimit,
    appVersion,
    paymentToken,
    initiateLimit,
    emailGuessLimit,
    async (req, res) => {
      const outcome = await startPayment(ctx, res.locals.paymentMemberId, parse(initiatePaymentSchema, req.body));
      if (outcome.kind === 'provider-down') throw new AppError('BAD_GATEWAY', MESSAGES.paymentStartFailed);
      if (outcome.kind === 'refused') {
        res.locals.refusal = outcome.refusal;
        const { code, message } = START_REFUSALS[outcome.refusal];
        throw new AppError(code, message);
      }
      res.status(201).json({ redirect: outcome.redirect, reference: outcome.reference });
    },
  );

  router.get('/verify-payment/:reference', appVersion, paymentToken, verifyLimit, async (req, res) => {
    const { reference } = parse(paymentReferenceParamsSchema, req.params);
    res.json(
      settledOrThrow(ctx, reference, await verifyPayment(ctx, reference, { memberId: res.locals.paymentMemberId }))
        .summary,
    );
  });

  // Paystack calls this; its signature over the raw bytes is the only authentication. Only `charge.success`
  // matters, and even then its body is not trusted: the reference is verified through the API. Answers that
  // would make Paystack retry in vain (unknown reference, not paid) are acknowledged; an unreachable
  // provider or database is not, so Paystack retries.
  router.post('/paystack-webhook', async (req, res) => {
    const signature = req.headers[PAYSTACK_SIGNATURE_HEADER];
    if (
      !isValidPaystackSignature(
        req.rawBody ?? Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
        ctx.config.paystack.secretKey,
      )
    ) {
      throw new AppError('UNAUTHORIZED', 'Invalid signature');
    }
    const event = paystackWebhookEventSchema.safeParse(req.body);
    if (!event.success || event.data.event !== 'charge.success' || !event.data.data.reference)
      return res.json({ message: 'Received', outcome: 'ignored' });
    const { reference } = event.data.data;
    const outcome = await verifyPayment(ctx, reference);
    switch (outcome.kind) {
      case 'activated':
        return res.json({ message: 'Received', outcome: 'activated' });
      case 'already-active':
        return res.json({ message: 'Received', outcome: 'already-activated' });
      case 'not-paid':
      case 'unknown-reference':
        ctx.logger.warn(
          { reference, outcome: outcome.kind, reason: 'reason' in outcome ? outcome.reason : undefined },
          'paystack charge.success not activated',
        );
        return res.json({ message: 'Received', outcome: 'ignored' });
      case 'provider-down':
        ctx.logger.warn({ reference, reason: outcome.reason }, 'paystack verify failed');
        throw new AppError('BAD_GATEWAY', PROVIDER_UNREACHABLE, outcome.reason);
    }
  });

  return router;
}
