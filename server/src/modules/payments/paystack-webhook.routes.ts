import { Router } from 'express';
import { paystackWebhookEventSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isValidPaystackSignature, PAYSTACK_SIGNATURE_HEADER } from '../../lib/paystack-client';
import { PROVIDER_UNREACHABLE, verifyPayment } from './verification';

/**
 * POST /paystack-webhook (mounted under /api/v1/subscriptions, where Paystack is configured to call): the
 * same verification as the return page for every kind of purchase; what a paid reference settles is its
 * purchasable's settler.
 */
export function paystackWebhookRoutes(ctx: AppContext) {
  const router = Router();
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
