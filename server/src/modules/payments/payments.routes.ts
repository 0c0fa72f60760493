import { Router } from 'express';
import { initiatePaymentSchema, paymentReferenceParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { clientIp } from '../../lib/rate-limit';
import { requirePaymentToken } from '../../middleware/payment-auth';
import { parse } from '../../middleware/validate';
import { requireAppVersion } from './app-version';
import { initiatePayment, verifyPayment } from './payments.service';
import { PAYSTACK_SIGNATURE_HEADER, handlePaystackEvent, isValidPaystackSignature } from './webhook.service';

const MINUTE = 60 * 1000;

/** Mounted at /api/v1/subscriptions. */
export function paymentsRoutes(ctx: AppContext) {
  const router = Router();
  const appVersion = requireAppVersion(ctx.config.minAppVersion);
  const paymentToken = requirePaymentToken(ctx.config.jwtSecret);
  const memberKey = (req: Parameters<typeof clientIp>[0]) => String(req.res?.locals.paymentMemberId ?? clientIp(req));
  // Each start that reaches Paystack costs a provider call and a row, so those are limited per member;
  // refusals are cheap and only limited per IP. The return page may poll, so verifies get a looser budget.
  const reachedProvider = (_req: unknown, res: { statusCode: number }) => res.statusCode === 201 || res.statusCode === 502;
  const initiateLimit = ctx.rateLimit({ name: 'payment-initiate', windowMs: 15 * MINUTE, limit: 10, key: memberKey, counts: reachedProvider });
  const initiateIpLimit = ctx.rateLimit({ name: 'payment-initiate-ip', windowMs: 10 * MINUTE, limit: 60 });
  const verifyLimit = ctx.rateLimit({ name: 'payment-verify', windowMs: 10 * MINUTE, limit: 120, key: memberKey });

  router.post('/initiate-paystack-payment', initiateIpLimit, appVersion, paymentToken, initiateLimit, async (req, res) => {
    const input = parse(initiatePaymentSchema, req.body);
    res.status(201).json(await initiatePayment(ctx, res.locals.paymentMemberId, input));
  });

  router.get('/verify-payment/:reference', appVersion, paymentToken, verifyLimit, async (req, res) => {
    const { reference } = parse(paymentReferenceParamsSchema, req.params);
    res.json(await verifyPayment(ctx, res.locals.paymentMemberId, reference));
  });

  // Paystack calls this; its signature over the raw bytes is the only authentication.
  router.post('/paystack-webhook', async (req, res) => {
    const signature = req.headers[PAYSTACK_SIGNATURE_HEADER];
    if (!isValidPaystackSignature(req.rawBody ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined, ctx.config.paystack.secretKey)) {
      throw new AppError('UNAUTHORIZED', 'Invalid signature');
    }
    const outcome = await handlePaystackEvent(ctx, req.body);
    res.json({ message: 'Received', outcome });
  });

  return router;
}
