import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';
import { billingCycleSchema } from './plans';

export const PAYMENT_RECEIPT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;

/**
 * What the payment result page may show for a reference without a token (decision 0036): what was
 * bought and whether it was paid, never who paid.
 */
export const paymentReceiptSchema = z.object({
  reference: z.string(),
  plan: z.string(),
  billingType: billingCycleSchema,
  badge: z.enum(EARNING_STATUSES).nullable(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_RECEIPT_STATUSES),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
