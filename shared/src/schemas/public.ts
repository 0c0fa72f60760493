import { z } from 'zod';
import { AD_SLOT_LABELS, BILLING_CYCLES, EARNING_STATUSES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { emailField, requiredText } from './common';

export const contactMessageSchema = z.object({
  email: emailField(),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  phone: requiredText(MESSAGES.fillAllFields, 30),
  subject: requiredText(MESSAGES.fillAllFields, 200),
  message: requiredText(MESSAGES.fillAllFields, 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const AD_SLOT_NAMES = Object.values(AD_SLOT_LABELS) as [string, ...string[]];

export const spotReservationSchema = z.object({
  email: emailField(),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  phone: requiredText(MESSAGES.fillAllFields, 30),
  company: requiredText(MESSAGES.fillAllFields, 200),
  slot: requiredText(MESSAGES.fillAllFields, 40).pipe(
    z.enum(AD_SLOT_NAMES, { error: `Choose one of the slots: ${AD_SLOT_NAMES.join(', ')}` }),
  ),
});
export type SpotReservationInput = z.infer<typeof spotReservationSchema>;

export const adSlotSchema = z.object({
  amount: z.number().int().nonnegative(),
  available: z.boolean(),
  imgUrl: z.string(),
  link: z.string(),
  visits: z.number().int().nonnegative(),
});
export type AdSlot = z.infer<typeof adSlotSchema>;

export const adSlotSetSchema = z.object({
  _id: z.string(),
  active: z.boolean(),
  mediaBuyer: z.string(),
  filterSlot: adSlotSchema,
  friendRequestSlot: adSlotSchema,
  chatSlot: adSlotSchema,
});
export type AdSlotSet = z.infer<typeof adSlotSetSchema>;

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

export const confirmDetailsQuerySchema = z.object({
  phone: z
    .string({ error: MESSAGES.invalidPurchasePhone })
    .trim()
    .regex(/^0\d{10}$/, { error: MESSAGES.invalidPurchasePhone }),
  dob: z
    .string({ error: MESSAGES.dobRequired })
    .trim()
    .min(1, { error: MESSAGES.dobRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date of birth must be YYYY-MM-DD' }),
});
export type ConfirmDetailsQuery = z.infer<typeof confirmDetailsQuerySchema>;

export const confirmedDetailsSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  state: z.string(),
  /** Null for a member who has not given an income range in the app yet. */
  earningStatus: z.enum(EARNING_STATUSES).nullable(),
  isPremium: z.boolean(),
  /** Masked, e.g. a***@example.com; empty when the member has no email. */
  email: z.string(),
  token: z.string(),
});
export type ConfirmedDetails = z.infer<typeof confirmedDetailsSchema>;
