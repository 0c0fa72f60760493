import { z } from 'zod';
import { AD_SLOT_KEYS, ADMIN_ROLES, EARNING_STATUSES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { emailField, requiredText, safeUrlField } from './common';
import { adSlotSetSchema, badgeOfferSchema, planSchema } from './public';

/*
 * Admin management calls the control centre's sidebar links to (ads, plans, staff, audit) and the CSV
 * exports. The contract is listed in docs/decisions/0005-admin-api-contract.md.
 */

const isoDate = z.string().describe('ISO 8601 date-time');
const pageField = z.preprocess((value) => {
  const n = Number.parseInt(String(value ?? '1'), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}, z.number().int().min(1));
const pagedList = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
const naira = (label: string) => z.number({ error: `${label} must be a number` }).int({ error: `${label} must be whole naira` }).min(0, { error: `${label} cannot be negative` }).max(100_000_000);
const features = z.array(z.string().trim().min(1, { error: 'Features cannot be empty' }).max(200), { error: 'Features must be a list of text' }).max(20);
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

// ---------------------------------------------------------------------------------------------
// Ads: GET/PATCH /ads, PATCH /ads/slots/{slotKey}, GET /ads/reservations, PATCH /ads/reservations/{reservationId}
// ---------------------------------------------------------------------------------------------

export const adSlotSetResponseSchema = z.object({ adSlotSet: adSlotSetSchema });
export type AdSlotSetResponse = z.infer<typeof adSlotSetResponseSchema>;
export const adSlotSetActionResponseSchema = z.object({ message: z.string(), adSlotSet: adSlotSetSchema });
export type AdSlotSetActionResponse = z.infer<typeof adSlotSetActionResponseSchema>;

export const updateAdSlotSetSchema = z
  .object({ active: z.boolean().optional(), mediaBuyer: z.string().trim().max(120).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateAdSlotSetInput = z.infer<typeof updateAdSlotSetSchema>;

export const adSlotKeyParamsSchema = z.object({ slotKey: z.enum(AD_SLOT_KEYS, { error: `Slot must be one of ${AD_SLOT_KEYS.join(', ')}` }) });

/** `available: true` means an ad is live (the site shows Unavailable). `resetVisits` sets visits to 0. */
export const updateAdSlotSchema = z
  .object({
    available: z.boolean().optional(),
    imgUrl: safeUrlField('Image URL').optional(),
    link: safeUrlField('Link').optional(),
    amount: naira('Amount').optional(),
    resetVisits: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateAdSlotInput = z.infer<typeof updateAdSlotSchema>;

export const adReservationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullname: z.string(),
  phone: z.string(),
  company: z.string(),
  slot: z.string(),
  handled: z.boolean(),
  createdAt: isoDate,
});
export type AdReservation = z.infer<typeof adReservationSchema>;

export const reservationListQuerySchema = z.object({ page: pageField.optional().default(1), handled: booleanQuery.optional() });
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;
export const reservationListResponseSchema = z.object({ reservations: z.array(adReservationSchema), unhandledCount: z.number().int(), ...pagedList });
export type ReservationListResponse = z.infer<typeof reservationListResponseSchema>;

export const reservationParamsSchema = z.object({ reservationId: z.string().uuid({ error: 'Reservation not found' }) });
export const updateReservationSchema = z.object({ handled: z.boolean({ error: 'handled must be true or false' }) });
export type UpdateReservationInput = z.infer<typeof updateReservationSchema>;
export const reservationActionResponseSchema = z.object({ message: z.string(), reservation: adReservationSchema });
export type ReservationActionResponse = z.infer<typeof reservationActionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Plans and badge offers: GET /plans, POST /plans, PATCH /plans/{planId}, POST /badges, PATCH /badges/{badgeId}
// ---------------------------------------------------------------------------------------------

export const adminPlanSchema = planSchema.extend({ sortOrder: z.number().int(), retired: z.boolean(), isFree: z.boolean() });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminBadgeOfferSchema = badgeOfferSchema.extend({ retired: z.boolean() });
export type AdminBadgeOffer = z.infer<typeof adminBadgeOfferSchema>;

export const adminPlansResponseSchema = z.object({ plans: z.array(adminPlanSchema), badges: z.array(adminBadgeOfferSchema) });
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

// ---------------------------------------------------------------------------------------------
// Staff (Super Admin only): GET /staff, POST /staff, PATCH /staff/{staffId}, PUT /staff/{staffId}/access-code
// ---------------------------------------------------------------------------------------------

export const staffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullname: z.string(),
  role: z.enum(ADMIN_ROLES),
  disabled: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

const roleField = z.enum(ADMIN_ROLES, { error: `Role must be one of ${ADMIN_ROLES.join(', ')}` });
const passwordField = z.string({ error: MESSAGES.fillAllFields }).min(10, { error: 'Password must be at least 10 characters' }).max(200);
const accessCodeField = z
  .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ error: MESSAGES.fillAllFields }).trim().regex(/^\d{6,12}$/, { error: 'Access code must be 6 to 12 digits' }));

export const inviteStaffSchema = z.object({
  email: emailField(MESSAGES.fillAllFields, MESSAGES.invalidEmailAddress),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  role: roleField,
  password: passwordField,
  accessCode: accessCodeField,
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const updateStaffSchema = z
  .object({ role: roleField.optional(), disabled: z.boolean().optional(), fullname: requiredText(MESSAGES.fillAllFields, 120).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** Sets a new access code (and optionally a new password); signs the member out everywhere. */
export const resetAccessCodeSchema = z.object({ accessCode: accessCodeField, password: passwordField.optional() });
export type ResetAccessCodeInput = z.infer<typeof resetAccessCodeSchema>;

export const staffParamsSchema = z.object({ staffId: z.string().uuid({ error: 'Staff member not found' }) });
export const staffActionResponseSchema = z.object({ message: z.string(), staff: staffMemberSchema });
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log: GET /audit?page=&actor=&action=
// ---------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'admin.login', 'admin.login-failed', 'admin.login-locked', 'admin.logout', 'contact.read', 'contact.reply', 'system-message.send', 'user.block', 'user.unblock', 'photo.flag',
  'photo.unflag', 'photo.delete', 'user.notify', 'auth.edit', 'subscription.activate', 'export.users',
  'export.authentications', 'ads.update', 'ads.slot.update', 'ads.reservation.update', 'plan.create', 'plan.update',
  'badge.create', 'badge.update', 'staff.invite', 'staff.update', 'staff.access-code',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `actor` filters by the admin who acted (not `adminId`, which always names the caller). */
export const auditQuerySchema = z.object({
  page: pageField.optional().default(1),
  actor: z.string().uuid({ error: 'actor must be an admin id' }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), fullname: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema), ...pagedList });
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// CSV exports: GET /export/users.csv, GET /export/authentications.csv (text/csv, streamed)
// ---------------------------------------------------------------------------------------------

export const USERS_CSV_COLUMNS = [
  'id', 'firstName', 'lastName', 'email', 'phone', 'gender', 'dob', 'state', 'region', 'earningStatus', 'isPremium',
  'premiumUntil', 'earningVerified', 'livenessVerified', 'disabled', 'isBlocked', 'completedSignup', 'lastSeen', 'createdAt',
] as const;
export const AUTHENTICATIONS_CSV_COLUMNS = ['id', 'phone', 'authStep', 'isBlocked', 'ownerId', 'ownerName', 'ownerEmail', 'createdAt'] as const;
