import { Router } from 'express';
import { paymentReceiptSchema, paymentReferenceParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { findReceipt } from './payment-receipt.repository';

const MINUTE = 60 * 1000;

/**
 * GET /payment-receipts/:reference (mounted under /api/v1/public): lets a reload of the payment result
 * page show the purchase after the stored payment session is gone. The reference is unguessable and
 * the answer names no one (decision 0036); the per-IP limit keeps it from being used to probe references.
 */
export function paymentReceiptRoutes(ctx: AppContext) {
  const router = Router();
  const limit = ctx.rateLimit({ name: 'payment-receipt', windowMs: 10 * MINUTE, limit: 30 });
  router.get('/payment-receipts/:reference', limit, async (req, res) => {
    const { reference } = parse(paymentReferenceParamsSchema, req.params);
    const receipt = await findReceipt(ctx.db, reference);
    if (!receipt) throw new AppError('NOT_FOUND', 'Payment not found');
    res.setHeader('Cache-Control', 'no-store');
    res.json(paymentReceiptSchema.parse(receipt));
  });
  return router;
}
