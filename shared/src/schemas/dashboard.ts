import { moderationStatsSchema } from './moderation';
import { z } from 'zod';
import { adminSchema } from './admin-auth';
import { adminContactMessageSchema, systemNotificationSchema } from './contact';
import { adminUserSchema } from './admin-members';
import { openReportCountsSchema } from './reports';

// ---------------------------------------------------------------------------------------------
// Dashboard: GET /{adminId}
// ---------------------------------------------------------------------------------------------

export const analyticsTierSchema = z.object({
  _id: z.string(),
  plan: z.string(),
  /** Monthly price in naira. */
  cost: z.number().int(),
  weeklyCost: z.number().int(),
  /** Members on the plan now: active subscriptions, or for Free everyone not Premium. */
  subscribers: z.number().int(),
  /** A retired plan is listed while members are still on it. */
  retired: z.boolean(),
});
export type AnalyticsTier = z.infer<typeof analyticsTierSchema>;

export const userAnalyticsSchema = z.object({
  upstartCount: z.number().int(),
  upstartPremiumCount: z.number().int(),
  citizenCount: z.number().int(),
  citizenPremiumCount: z.number().int(),
  investorCount: z.number().int(),
  investorPremiumCount: z.number().int(),
  eliteCount: z.number().int(),
  elitePremiumCount: z.number().int(),
  premiumCount: z.number().int(),
  /** Premium members without a paid earning badge. */
  plainPremiumCount: z.number().int(),
  maleCount: z.number().int(),
  femaleCount: z.number().int(),
  nonBinaryCount: z.number().int(),
  numberOfUsers: z.number().int(),
  tiers: z.array(analyticsTierSchema),
  last5users: z.array(adminUserSchema),
});
export type UserAnalytics = z.infer<typeof userAnalyticsSchema>;

export const dashboardResponseSchema = z.object({
  admin: adminSchema,
  /** The latest 10 contact messages and how many are unread. */
  ContactMessages: z.object({
    messages: z.array(adminContactMessageSchema),
    unreadCount: z.number().int(),
    total: z.number().int(),
  }),
  /** Unread 'message'-category notifications (the unread indicator) and the latest 5 notifications. */
  systemtNotif: z.object({ unreadCount: z.number().int(), latest: z.array(systemNotificationSchema) }),
  userAnalytics: userAnalyticsSchema,
  /** Reports still open (not yet actioned or dismissed), by kind. */
  openReports: openReportCountsSchema,
  /** The moderation queue: time to first action p50/p95 over 7 days and open items by age (decision 0152). */
  moderation: moderationStatsSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Revenue: GET /revenue (Monetization). Money received, decision 0055.
// ---------------------------------------------------------------------------------------------

export const revenuePlanSchema = z.object({
  _id: z.string(),
  plan: z.string(),
  /** Monthly and weekly prices in naira. */
  cost: z.number().int(),
  weeklyCost: z.number().int(),
  retired: z.boolean(),
  isFree: z.boolean(),
  /** Members on the plan now: active subscriptions, or for Free everyone not Premium. */
  subscribers: z.number().int(),
  /** Successful payments for the plan, whatever happened to the plan since. */
  payments: z.number().int(),
  /** Sum of those payments, naira. */
  revenue: z.number().int(),
  /** Activations by an admin with no payment behind them. */
  manualActivations: z.number().int(),
});
export type RevenuePlan = z.infer<typeof revenuePlanSchema>;

export const PAYMENT_CHANNELS = ['website', 'apple', 'google'] as const;
export type PaymentChannelName = (typeof PAYMENT_CHANNELS)[number];
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannelName, string> = {
  website: 'Website',
  apple: 'App Store',
  google: 'Google Play',
};

/**
 * One channel's money (decision 0156), whole naira: `gross` is every successful payment (as `revenue` counts it);
 * `refunded` is the part a store has since refunded or revoked; `fees` is the store's configured share of what was
 * not refunded (none on the website); `net` is what is left: gross - refunded - fees.
 */
export const revenueChannelSchema = z.object({
  channel: z.enum(PAYMENT_CHANNELS),
  label: z.string(),
  payments: z.number().int(),
  gross: z.number().int(),
  refunds: z.number().int(),
  refunded: z.number().int(),
  /** The store's share (0.15 is 15 %); 0 for the website. */
  feeRate: z.number(),
  fees: z.number().int(),
  net: z.number().int(),
});
export type RevenueChannel = z.infer<typeof revenueChannelSchema>;

export const revenueResponseSchema = z.object({
  /** Sum of every successful payment to date, naira. */
  revenue: z.number().int(),
  payments: z.number().int(),
  /** Activations without a payment (goodwill, support fixes): counted apart, never revenue. */
  manualActivations: z.object({ count: z.number().int(), listValue: z.number().int() }),
  /** Live plans, and retired plans that still have members or money recorded. */
  plans: z.array(revenuePlanSchema),
  /** Token packs sold on the website (decision 0095), beside Premium; grants are never counted. */
  tokenSales: z.object({ payments: z.number().int(), revenue: z.number().int(), tokens: z.number().int() }),
  /** The same money by channel (website, App Store, Google Play), refunds and store fees apart; always all three. */
  channels: z.array(revenueChannelSchema),
});
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;
