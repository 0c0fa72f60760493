import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { adminIdField, isoDate } from './admin-api';
import { adminUserSchema, userIdField } from './admin-members';
import { billingCycleSchema } from './plans';

// ---------------------------------------------------------------------------------------------
// Manual subscription: POST /activateSubscription
// ---------------------------------------------------------------------------------------------

/** Either a Paystack `reference` (verified with the provider) or a `plan` (name or _id) with a cycle. */
export const activateSubscriptionSchema = z
  .object({
    userId: userIdField,
    adminId: adminIdField,
    reference: z.string().trim().max(100).optional().nullable(),
    plan: z.string().trim().max(80).optional().nullable(),
    billingType: billingCycleSchema.optional().default('monthly'),
    includeBadge: z.boolean().optional().default(false),
  })
  .refine((body) => !!body.reference || !!body.plan, { error: MESSAGES.chooseAPlan, path: ['plan'] });
export type ActivateSubscriptionInput = z.input<typeof activateSubscriptionSchema>;

export const adminSubscriptionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  plan: z.string(),
  billingType: billingCycleSchema,
  badge: z.enum(EARNING_STATUSES).nullable(),
  amount: z.number().int(),
  reference: z.string().nullable(),
  source: z.string(),
  startsAt: isoDate,
  endsAt: isoDate,
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;
export const activateSubscriptionResponseSchema = z.object({
  message: z.string(),
  subscription: adminSubscriptionSchema.nullable(),
  user: adminUserSchema,
});
export type ActivateSubscriptionResponse = z.infer<typeof activateSubscriptionResponseSchema>;
