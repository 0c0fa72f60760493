import { z } from 'zod';
import { EARNING_STATUSES, NOTIFICATION_TITLE_MAX } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { ADMIN_MESSAGES, adminIdField, isoDate, offsetList } from './admin-api';
import { PHOTO_REASONS, PHOTO_STATUSES } from './member-profile';

// ---------------------------------------------------------------------------------------------
// Confirm details (public): GET /confirm-details
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Members (admin view)
// ---------------------------------------------------------------------------------------------

/** A member photo in the control centre: every photo, whatever its screening status, with that status and reason. */
export const adminPhotoSchema = z.object({
  _id: z.string(),
  awsUrl: z.string(),
  publidId: z.string(),
  flagged: z.boolean(),
  status: z.enum(PHOTO_STATUSES),
  reason: z.enum(PHOTO_REASONS).nullable(),
});
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
  /** When the member signed up with a phone that had belonged to a deleted account; null otherwise. */
  reRegisteredAt: isoDate.nullable(),
  media: z.array(adminPhotoSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSummarySchema = adminUserSchema.pick({
  _id: true,
  firstName: true,
  lastName: true,
  avatar: true,
  email: true,
  phone: true,
  gender: true,
  earningStatus: true,
  completedSignup: true,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

/** GET /getusers/{adminId}, /getnextuserset, /getprevuserset */
export const userListResponseSchema = z.object({ users: z.array(adminUserSchema), ...offsetList });
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET /searchnames/{phone}: `phone` is a phone number or a name, partial matches count. */
export const searchNamesParamsSchema = z.object({
  phone: z
    .string({ error: ADMIN_MESSAGES.searchTermRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.searchTermRequired })
    .max(100),
});
export const searchNamesResponseSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() });

/** GET /getsingleUser/{phone} */
export const singleUserResponseSchema = z.object({ user: adminUserSchema });

export const userIdField = z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.userNotFound });

/** PATCH /blockUser: toggles the block. */
export const blockUserSchema = z.object({ userId: userIdField, adminId: adminIdField });
export type BlockUserInput = z.infer<typeof blockUserSchema>;

/** PUT /flag-photo: toggles the flag. */
export const flagPhotoSchema = z.object({
  userId: userIdField,
  photoId: z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.photoNotFound }),
  adminId: adminIdField,
});
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
          title: z
            .string({ error: MESSAGES.enterMessageAndSubject })
            .trim()
            .max(NOTIFICATION_TITLE_MAX, { error: ADMIN_MESSAGES.titleTooLong })
            .optional()
            .default(''),
          message: z.string({ error: MESSAGES.enterMessageAndSubject }).trim().max(2000).optional().default(''),
        },
        { error: MESSAGES.enterMessageAndSubject },
      )
      .refine((n) => n.title !== '' || n.message !== '', { error: MESSAGES.enterMessageAndSubject }),
    isEmail: z.boolean().optional().default(false),
    isPushNotification: z.boolean().optional().default(false),
  })
  .refine((body) => body.isEmail || body.isPushNotification, {
    error: MESSAGES.selectDeliveryMethod,
    path: ['isEmail'],
  });
export type SendNotificationInput = z.input<typeof sendNotificationSchema>;

export const DELIVERY_OUTCOMES = [
  'sent',
  'queued',
  'logged',
  'no-email',
  'no-devices',
  'not-configured',
  'failed',
  'not-requested',
] as const;
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
