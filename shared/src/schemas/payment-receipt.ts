import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';
import { billingCycleSchema } from './plans';

export const PAYMENT_RECEIPT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;

/**
 * What the payment result page may show for a reference without a token (decision 0036): what was
 * bought and whether it was paid, never who paid.
 */
export const planPaymentReceiptSchema = z.object({
  reference: z.string(),
  plan: z.string(),
  billingType: billingCycleSchema,
  badge: z.enum(EARNING_STATUSES).nullable(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_RECEIPT_STATUSES),
});
export type PlanPaymentReceipt = z.infer<typeof planPaymentReceiptSchema>;

/** A token pack's receipt: the pack and its tokens; the balance is the member's, so it is never shown here. */
export const tokenPaymentReceiptSchema = z.object({
  kind: z.literal('tokens'),
  reference: z.string(),
  pack: z.string(),
  tokens: z.number().int(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_RECEIPT_STATUSES),
});
export type TokenPaymentReceipt = z.infer<typeof tokenPaymentReceiptSchema>;

export const paymentReceiptSchema = z.union([tokenPaymentReceiptSchema, planPaymentReceiptSchema]);
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;
