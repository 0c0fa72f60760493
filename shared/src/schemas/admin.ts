import { z } from 'zod';
import { ADMIN_PHONE_LENGTH, ADMIN_ROLES, AUTH_LEVELS, EARNING_STATUSES, NOTIFICATION_CATEGORIES, NOTIFICATION_TITLE_MAX, REPORT_KINDS } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { emailField, requiredText } from './common';
import { billingCycleSchema } from './public';

/*
 * The admin API contract (docs/decisions/0005-admin-api-contract.md): request and response schemas of
 * every call under /api/v1/admin. Legacy paths and field names (`systemtNotif`, `publidId`, ...) are the
 * spec's and stay as they are. Dates are ISO 8601 strings. Ads, plans, staff and audit: admin-management.ts.
 */

export const ADMIN_API_BASE = '/api/v1/admin';

/** Texts of the admin API that the spec does not name; the spec's own texts are in MESSAGES. */
export const ADMIN_MESSAGES = {
  searchTermRequired: 'Enter a name or phone number to search',
  titleTooLong: `Title must be at most ${NOTIFICATION_TITLE_MAX} characters`,
  messageNotFound: 'Message not found',
  userNotFound: 'User not found',
  photoNotFound: 'Photo not found',
  authNotFound: 'Authentication record not found',
  planNotFound: 'Plan not found',
} as const;

// ---------------------------------------------------------------------------------------------
// Roles: which areas each role may use. The server enforces this with 403; the UI hides the rest.
// ---------------------------------------------------------------------------------------------

export const ADMIN_AREAS = [
  'dashboard', 'inbox', 'systemMessages', 'reports', 'membersRead', 'membersWrite', 'authenticationsRead',
  'authenticationsWrite', 'notifications', 'subscriptions', 'exports', 'ads', 'plans', 'audit', 'staff',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminRoleName = (typeof ADMIN_ROLES)[number];

const SUPPORT_AREAS: readonly AdminArea[] = ['dashboard', 'inbox', 'systemMessages', 'reports', 'membersRead', 'authenticationsRead'];

/** Super Admin: everything. Admin: everything but staff. Support: inbox, system messages, reports, reading members and authentications. */
export const ADMIN_PERMISSIONS: Record<AdminRoleName, readonly AdminArea[]> = {
  'Super Admin': ADMIN_AREAS,
  Admin: ADMIN_AREAS.filter((area) => area !== 'staff'),
  Support: SUPPORT_AREAS,
};

export const canAccess = (role: string, area: AdminArea) => (ADMIN_PERMISSIONS[role as AdminRoleName] ?? []).includes(area);

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

const adminIdField = z.string().optional().describe("The caller's own admin id (legacy field; another admin's id answers 403)");

/** Offset paging (users, authentications): non-numbers read as 0, negatives are clamped to 0. */
const offsetField = z.preprocess((value) => {
  const n = Number.parseInt(String(value ?? '0'), 10);
  return Number.isFinite(n) ? Math.max(0, n) : 0;
}, z.number().int().min(0));

const pageField = z.preprocess((value) => {
  const n = Number.parseInt(String(value ?? '1'), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}, z.number().int().min(1));

export const adminIdParamsSchema = z.object({ adminId: z.string() });
export const offsetQuerySchema = z.object({ adminId: adminIdField, offset: offsetField.optional().default(0) });
export type OffsetQuery = z.infer<typeof offsetQuerySchema>;
export const pageQuerySchema = z.object({ adminId: adminIdField, page: pageField.optional().default(1) });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** 13-character canonical phone (234 + 10 digits), as the admin searches take it. */
export const adminPhoneSchema = z
  .string({ error: MESSAGES.enterValidNumber })
  .trim()
  .length(ADMIN_PHONE_LENGTH, { error: MESSAGES.enterValidNumber })
  .regex(/^\d+$/, { error: MESSAGES.enterValidNumber });
export const adminPhoneParamsSchema = z.object({ phone: adminPhoneSchema });

const pagedList = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
const offsetList = { total: z.number().int(), offset: z.number().int(), limit: z.number().int() };
const isoDate = z.string().describe('ISO 8601 date-time');

// ---------------------------------------------------------------------------------------------
// Authentication: POST /adminlogin
// ---------------------------------------------------------------------------------------------

const secretText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: MESSAGES.fillInAllDetails }).min(1, { error: MESSAGES.fillInAllDetails }).max(max, { error: MESSAGES.invalidLogin }),
  );

export const adminLoginSchema = z.object({
  email: emailField(MESSAGES.fillInAllDetails, MESSAGES.invalidEmailAddress),
  password: secretText(200),
  /** The access code. */
  passcode: secretText(100),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminSchema = z.object({ _id: z.string(), email: z.string(), fullname: z.string(), role: z.enum(ADMIN_ROLES) });
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({
  admin: adminSchema,
  /** Same as admin._id, for the legacy client. */
  adminId: z.string(),
  /** Bearer token, valid 12 hours. */
  token: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Members (admin view)
// ---------------------------------------------------------------------------------------------

export const adminPhotoSchema = z.object({ _id: z.string(), awsUrl: z.string(), publidId: z.string(), flagged: z.boolean() });
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;

export const adminUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  /** Canonical, 13 characters. */
  phone: z.string(),
  /** Null until the member reaches that sign-up step in the app. */
  gender: z.string().nullable(),
  /** YYYY-MM-DD; null until the member enters it at sign-up. */
  dob: z.string().nullable(),
  location: z.object({ state: z.string(), region: z.string() }),
  createdAt: isoDate,
  lastSeen: z.object({ date: isoDate.nullable() }),
  /** Null until the member gives an income range. */
  earningStatus: z.enum(EARNING_STATUSES).nullable(),
  isPremium: z.boolean(),
  premiumUntil: isoDate.nullable(),
  /** Earning verification: Paid when true, Nill when false. */
  earningVerified: z.boolean(),
  livenessVerified: z.boolean(),
  /** Account Disabled when true, In-use when false. */
  disabled: z.boolean(),
  isBlocked: z.boolean(),
  completedSignup: z.boolean(),
  media: z.array(adminPhotoSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSummarySchema = adminUserSchema.pick({
  _id: true, firstName: true, lastName: true, avatar: true, email: true, phone: true, gender: true, earningStatus: true, completedSignup: true,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** GET /getusers/{adminId}, /getnextuserset, /getprevuserset */
export const userListResponseSchema = z.object({ users: z.array(adminUserSchema), ...offsetList });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET /searchnames/{phone}: `phone` is a phone number or a name, partial matches count. */
export const searchNamesParamsSchema = z.object({
  phone: z.string({ error: ADMIN_MESSAGES.searchTermRequired }).trim().min(1, { error: ADMIN_MESSAGES.searchTermRequired }).max(100),
});
export const searchNamesResponseSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });
export type SearchNamesResponse = z.infer<typeof searchNamesResponseSchema>;

/** GET /getsingleUser/{phone} */
export const singleUserResponseSchema = z.object({ user: adminUserSchema });
export type SingleUserResponse = z.infer<typeof singleUserResponseSchema>;

const userIdField = z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.userNotFound });

/** PATCH /blockUser: toggles the block. */
export const blockUserSchema = z.object({ userId: userIdField, adminId: adminIdField });
export type BlockUserInput = z.infer<typeof blockUserSchema>;

/** PUT /flag-photo: toggles the flag. */
export const flagPhotoSchema = z.object({ userId: userIdField, photoId: z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.photoNotFound }), adminId: adminIdField });
export type FlagPhotoInput = z.infer<typeof flagPhotoSchema>;

/** PUT /delete-photo: the file is removed with the stored public id of the photo. */
export const deletePhotoSchema = flagPhotoSchema.extend({ publidId: z.string().optional() });
export type DeletePhotoInput = z.infer<typeof deletePhotoSchema>;

/** blockUser, flag-photo, delete-photo answer the text and the member as it now is. */
export const userActionResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;

/** POST /sendNotification: a title (≤ 32) or a message or both, and at least one delivery method. */
export const sendNotificationSchema = z
  .object({
    userId: userIdField,
    adminId: adminIdField,
    notification: z
      .object(
        {
          title: z.string({ error: MESSAGES.enterMessageAndSubject }).trim().max(NOTIFICATION_TITLE_MAX, { error: ADMIN_MESSAGES.titleTooLong }).optional().default(''),
          message: z.string({ error: MESSAGES.enterMessageAndSubject }).trim().max(2000).optional().default(''),
        },
        { error: MESSAGES.enterMessageAndSubject },
      )
      .refine((n) => n.title !== '' || n.message !== '', { error: MESSAGES.enterMessageAndSubject }),
    isEmail: z.boolean().optional().default(false),
    isPushNotification: z.boolean().optional().default(false),
  })
  .refine((body) => body.isEmail || body.isPushNotification, { error: MESSAGES.selectDeliveryMethod, path: ['isEmail'] });
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;

export const DELIVERY_OUTCOMES = ['sent', 'queued', 'logged', 'no-email', 'no-devices', 'not-configured', 'failed', 'not-requested'] as const;
export const sendNotificationResponseSchema = z.object({
  /** Says in words what was delivered, including "push notifications are not configured". */
  message: z.string(),
  delivery: z.object({
    email: z.enum(DELIVERY_OUTCOMES),
    push: z.enum(DELIVERY_OUTCOMES),
    /** Devices that accepted the push. */
    pushDevices: z.number().int(),
  }),
});
export type SendNotificationResponse = z.infer<typeof sendNotificationResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Sign-up authentications
// ---------------------------------------------------------------------------------------------

export const adminAuthenticationSchema = z.object({
  _id: z.string(),
  /** The next step the app asks for: 1 name, 2 birthday, 4 gender, 10 terms, 11 complete. */
  authStep: z.number().int(),
  phone: z.string(),
  owner: adminUserSummarySchema.nullable(),
  createdAt: isoDate,
  isBlocked: z.boolean(),
});
export type AdminAuthentication = z.infer<typeof adminAuthenticationSchema>;

/** GET /getAuths/{adminId}, /getnextauthset, /getprevauthset */
export const authListResponseSchema = z.object({ auths: z.array(adminAuthenticationSchema), ...offsetList });
export type AuthListResponse = z.infer<typeof authListResponseSchema>;

/** GET /getsingleAuth/{phone} */
export const singleAuthResponseSchema = z.object({ auth: adminAuthenticationSchema });
export type SingleAuthResponse = z.infer<typeof singleAuthResponseSchema>;

/** PUT /editAuth: `step` as a number or the typed text ("10"). */
export const editAuthSchema = z.object({
  authId: z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.authNotFound }),
  adminId: adminIdField,
  step: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
    z.literal(AUTH_LEVELS, { error: MESSAGES.enterValidLevel }),
  ),
});
export type EditAuthInput = z.infer<typeof editAuthSchema>;
export const editAuthResponseSchema = z.object({ message: z.string(), auth: adminAuthenticationSchema });
export type EditAuthResponse = z.infer<typeof editAuthResponseSchema>;

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
export const activateSubscriptionResponseSchema = z.object({ message: z.string(), subscription: adminSubscriptionSchema.nullable(), user: adminUserSchema });
export type ActivateSubscriptionResponse = z.infer<typeof activateSubscriptionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Reports: GET /getreports/{adminId}
// ---------------------------------------------------------------------------------------------

const reportPersonSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string() });

export const adminReportSchema = z.object({
  _id: z.string(),
  kind: z.enum(REPORT_KINDS),
  reason: z.string(),
  createdAt: isoDate,
  reporter: reportPersonSchema,
  reportedUser: reportPersonSchema,
  /** Photo reports: the photo (null when it has since been deleted). */
  photo: adminPhotoSchema.nullable(),
  /** Message reports: the reported text. */
  messageText: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const reportsResponseSchema = z.object({ users: z.array(adminReportSchema), photos: z.array(adminReportSchema), messages: z.array(adminReportSchema) });
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Inbox: contact messages and system messages
// ---------------------------------------------------------------------------------------------

export const contactReplySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoDate,
  admin: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const adminContactMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  email: z.string(),
  fullname: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: isoDate,
  isRead: z.boolean(),
  replies: z.array(contactReplySchema),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const systemNotificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  isRead: z.boolean(),
  owner: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  createdAt: isoDate,
});
export type SystemNotification = z.infer<typeof systemNotificationSchema>;

/** GET /contactmessages?adminId=&page= (10 a page, newest first) */
export const contactMessageListResponseSchema = z.object({ messages: z.array(adminContactMessageSchema), unreadCount: z.number().int(), ...pagedList });
export type ContactMessageListResponse = z.infer<typeof contactMessageListResponseSchema>;

/** GET /systemmessages?adminId=&page= (10 a page, newest first) */
export const systemMessageListResponseSchema = z.object({ notifications: z.array(systemNotificationSchema), ...pagedList });
export type SystemMessageListResponse = z.infer<typeof systemMessageListResponseSchema>;

/** PATCH /updatemessage: marks a contact message (and its dashboard notification) read. */
export const updateMessageSchema = z.object({ adminId: adminIdField, messageId: z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.messageNotFound }) });
export type UpdateMessageInput = z.infer<typeof updateMessageSchema>;
export const updateMessageResponseSchema = z.object({ message: z.string(), contactMessage: adminContactMessageSchema });
export type UpdateMessageResponse = z.infer<typeof updateMessageResponseSchema>;

/** POST /replycontactmessage. `messageId` (optional) names the message; else it is found by email and previousMessage. */
export const replyContactMessageSchema = z.object({
  adminId: adminIdField,
  messageId: z.string().uuid({ error: ADMIN_MESSAGES.messageNotFound }).optional(),
  email: emailField(MESSAGES.fillAllFields, MESSAGES.invalidEmailAddress),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  subject: requiredText(MESSAGES.fillAllFields, 200),
  message: requiredText(MESSAGES.enterMessage, 10000),
  previousMessage: requiredText(MESSAGES.fillAllFields, 10000),
});
export type ReplyContactMessageInput = z.infer<typeof replyContactMessageSchema>;
export const replyContactMessageResponseSchema = z.object({ message: z.string(), reply: contactReplySchema });
export type ReplyContactMessageResponse = z.infer<typeof replyContactMessageResponseSchema>;

/** POST /sendsystemmessage: an announcement to every member's in-app feed. */
export const sendSystemMessageSchema = z.object({
  adminId: adminIdField,
  title: requiredText(MESSAGES.fillAllFields, 200),
  message: requiredText(MESSAGES.fillAllFields, 5000),
});
export type SendSystemMessageInput = z.infer<typeof sendSystemMessageSchema>;
export const sendSystemMessageResponseSchema = z.object({ message: z.string(), notif: systemNotificationSchema });
export type SendSystemMessageResponse = z.infer<typeof sendSystemMessageResponseSchema>;

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
  /** Sum of every subscription amount ever recorded for the plan, naira. */
  revenue: z.number().int(),
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
  ContactMessages: z.object({ messages: z.array(adminContactMessageSchema), unreadCount: z.number().int(), total: z.number().int() }),
  /** Unread 'message'-category notifications (the unread indicator) and the latest 5 notifications. */
  systemtNotif: z.object({ unreadCount: z.number().int(), latest: z.array(systemNotificationSchema) }),
  userAnalytics: userAnalyticsSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
