import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';
import { billingCycleSchema } from './plans';

export const initiatePaymentSchema = z
  .object({
    userId: z.string({ error: 'userId is required' }).uuid({ error: 'userId is not valid' }),
    plan: z.string({ error: 'plan is required' }).trim().min(1, { error: 'plan is required' }).max(80),
    amount: z
      .number({ error: 'amount must be a number' })
      .int({ error: 'amount must be whole naira' })
      .positive({ error: 'amount must be positive' }),
    email: z
      .string({ error: 'email is required' })
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Enter a valid email address' })),
    includeBadge: z.boolean({ error: 'includeBadge must be true or false' }).default(false),
    // Older clients send an empty badge when none is picked.
    badge: z
      .union([z.enum(EARNING_STATUSES), z.literal('')], { error: 'badge must be an earning status' })
      .nullish()
      .describe(
        'The badge bought with the plan; read only when `includeBadge` is true, otherwise accepted and ignored',
      ),
    billingType: billingCycleSchema,
  })
  .refine((body) => !body.includeBadge || !!body.badge, { error: 'Choose the badge to include', path: ['badge'] });
export type InitiatePaymentInput = z.infer<typeof initiatePaymentSchema>;

export const initiatePaymentResponseSchema = z.object({ redirect: z.string(), reference: z.string() });
export type InitiatePaymentResponse = z.infer<typeof initiatePaymentResponseSchema>;

export const paymentReferenceParamsSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(6)
    .max(100)
    .regex(/^[A-Za-z0-9_.=-]+$/, { error: 'Invalid payment reference' }),
});

export const paymentSummarySchema = z.object({
  plan: z.string(),
  billingType: billingCycleSchema,
  badge: z.enum(EARNING_STATUSES).nullable(),
  amount: z.number().int(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** The part of a Paystack webhook event the server reads; everything else is ignored. */
export const paystackWebhookEventSchema = z
  .object({
    event: z.string(),
    data: z
      .object({
        reference: z.string(),
        status: z.string().optional(),
        amount: z.number().optional(),
        currency: z.string().optional(),
      })
      .passthrough(),
  })
  .passthrough();

export const paystackWebhookAckSchema = z.object({
  message: z.string(),
  outcome: z.enum(['activated', 'already-activated', 'ignored']),
});
