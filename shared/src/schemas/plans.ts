import { z } from 'zod';
import { BILLING_CYCLES, EARNING_STATUSES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { naira } from './admin-api';
import { requiredText } from './common';

// ---------------------------------------------------------------------------------------------
// Plans and badge offers (public): GET /plans
// ---------------------------------------------------------------------------------------------

export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  monthlyPrice: z.number().int().nonnegative(),
  weeklyPrice: z.number().int().nonnegative(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const badgeOfferSchema = z.object({
  _id: z.string(),
  earningStatus: z.enum(EARNING_STATUSES),
  price: z.number().int().nonnegative(),
  features: z.array(z.string()),
});
export type BadgeOffer = z.infer<typeof badgeOfferSchema>;

export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  verificationBadge: z.array(badgeOfferSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const billingCycleSchema = z.enum(BILLING_CYCLES, { error: 'Billing type must be weekly or monthly' });

const features = z
  .array(z.string().trim().min(1, { error: 'Features cannot be empty' }).max(200), {
    error: 'Features must be a list of text',
  })
  .max(20);

// ---------------------------------------------------------------------------------------------
// Plans and badge offers: GET /plans, POST /plans, PATCH /plans/{planId}, POST /badges, PATCH /badges/{badgeId}
// ---------------------------------------------------------------------------------------------

export const adminPlanSchema = planSchema.extend({
  sortOrder: z.number().int(),
  retired: z.boolean(),
  isFree: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminBadgeOfferSchema = badgeOfferSchema.extend({ retired: z.boolean() });
export type AdminBadgeOffer = z.infer<typeof adminBadgeOfferSchema>;

export const adminPlansResponseSchema = z.object({
  plans: z.array(adminPlanSchema),
  badges: z.array(adminBadgeOfferSchema),
});
export type AdminPlansResponse = z.infer<typeof adminPlansResponseSchema>;

export const createPlanSchema = z.object({
  name: requiredText(MESSAGES.fillAllFields, 40),
  weeklyPrice: naira('Weekly price'),
  monthlyPrice: naira('Monthly price'),
  features: features.min(1, { error: 'Add at least one feature' }),
  sortOrder: z.number().int().min(0).max(1000).optional(),
});
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

/** Free stays: it cannot be renamed, priced or retired. `retired: false` brings a plan back. */
export const updatePlanSchema = z
  .object({
    name: requiredText(MESSAGES.fillAllFields, 40).optional(),
    weeklyPrice: naira('Weekly price').optional(),
    monthlyPrice: naira('Monthly price').optional(),
    features: features.min(1, { error: 'Add at least one feature' }).optional(),
    sortOrder: z.number().int().min(0).max(1000).optional(),
    retired: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;

export const planParamsSchema = z.object({ planId: z.string().uuid({ error: 'Plan not found' }) });
export const planActionResponseSchema = z.object({ message: z.string(), plan: adminPlanSchema });
export type PlanActionResponse = z.infer<typeof planActionResponseSchema>;

export const createBadgeOfferSchema = z.object({
  earningStatus: z.enum(EARNING_STATUSES, { error: `Earning status must be one of ${EARNING_STATUSES.join(', ')}` }),
  price: naira('Price').min(1, { error: 'Price must be above 0' }),
  features: features.min(1, { error: 'Add at least one feature' }),
});
export type CreateBadgeOfferInput = z.infer<typeof createBadgeOfferSchema>;

export const updateBadgeOfferSchema = z
  .object({
    price: naira('Price').min(1, { error: 'Price must be above 0' }).optional(),
    features: features.min(1, { error: 'Add at least one feature' }).optional(),
    retired: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateBadgeOfferInput = z.infer<typeof updateBadgeOfferSchema>;

export const badgeParamsSchema = z.object({ badgeId: z.string().uuid({ error: 'Badge offer not found' }) });
export const badgeActionResponseSchema = z.object({ message: z.string(), badge: adminBadgeOfferSchema });
export type BadgeActionResponse = z.infer<typeof badgeActionResponseSchema>;
