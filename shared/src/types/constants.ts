export const EARNING_STATUSES = ['Upstart', 'Citizen', 'Investor', 'Elite'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** Naira income bands at sign-up (docs/domain-rules.md#earning-status). `max` is exclusive; Elite has no upper bound. */
export const EARNING_BANDS: Record<EarningStatus, { min: number; max: number | null; colour: string }> = {
  Upstart: { min: 50_000, max: 750_000, colour: 'green' },
  Citizen: { min: 750_000, max: 2_500_000, colour: 'blue' },
  Investor: { min: 2_500_000, max: 5_000_000, colour: 'purple' },
  Elite: { min: 5_000_000, max: null, colour: 'gold' },
};

export const BILLING_CYCLES = ['weekly', 'monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const GENDERS = ['male', 'female', 'non-binary'] as const;
export type Gender = (typeof GENDERS)[number];

export const AUTH_LEVELS = [1, 2, 4, 10, 11] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];
export const AUTH_LEVEL_NAMES: Record<AuthLevel, string> = {
  1: 'Edit name',
  2: 'Edit birthday',
  4: 'Edit gender',
  10: 'Accept terms',
  11: 'Complete',
};

export const AD_SLOT_KEYS = ['filterSlot', 'friendRequestSlot', 'chatSlot'] as const;
export type AdSlotKey = (typeof AD_SLOT_KEYS)[number];
export const AD_SLOT_LABELS: Record<AdSlotKey, string> = {
  filterSlot: 'Explore users',
  friendRequestSlot: 'View Matches',
  chatSlot: 'Messages',
};
export const DEFAULT_AD_SLOT_AMOUNT = 15000;

export const ADMIN_ROLES = ['Super Admin', 'Admin', 'Support'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const NOTIFICATION_CATEGORIES = ['message', 'announcement'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const REPORT_KINDS = ['user', 'photo', 'message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Why a member reports (decision 0154); the code sets the item's priority in the moderation queue. */
export const REPORT_REASON_CODES = [
  'asked-for-money',
  'moved-off-app',
  'fake-photos',
  'underage',
  'harassment',
  'sexual-content',
  'scam-investment',
  'threat-or-violence',
  'other',
] as const;
export type ReportReasonCode = (typeof REPORT_REASON_CODES)[number];
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_NOTE_MAX = 1000;

export const SUBSCRIPTION_SOURCES = ['paystack', 'sandbox', 'admin', 'apple', 'google'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const APP_VERSION_HEADER = 'app-version';
export const CLIENT_APP_VERSION = '65';
export const PAGE_SIZE = 10;
export const PURCHASE_PHONE_LENGTH = 11;
export const ADMIN_PHONE_LENGTH = 13;
export const NOTIFICATION_TITLE_MAX = 32;
export const PREMIUM_DAYS: Record<BillingCycle, number> = { weekly: 7, monthly: 30 };
