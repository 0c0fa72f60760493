import { z } from 'zod';
import { isoDate, pagedList, pageField } from './admin-api';

// ---------------------------------------------------------------------------------------------
// Audit log: GET /audit?page=&actor=&action=
// ---------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.login-failed',
  'admin.login-locked',
  'admin.logout',
  'contact.read',
  'contact.reply',
  'system-message.send',
  'user.block',
  'user.unblock',
  'photo.flag',
  'photo.unflag',
  'photo.delete',
  'photo.screen',
  'user.notify',
  'auth.edit',
  'subscription.activate',
  'export.users',
  'export.authentications',
  'ads.update',
  'ads.slot.update',
  'ads.reservation.update',
  'plan.create',
  'plan.update',
  'badge.create',
  'badge.update',
  'staff.invite',
  'staff.update',
  'staff.access-code',
  'report.action',
  'report.dismiss',
  'report.excerpt.read',
  'report.attachment.read',
  'chat-photo.screen',
  'chat-photo.read',
  'chat-photo.approve',
  'chat-photo.remove',
  'contact.status',
  'canned-reply.create',
  'canned-reply.update',
  'canned-reply.delete',
  'mail.retry',
  'token-pack.create',
  'token-pack.update',
  'tokens.grant',
  'store-products.update',
  'auction.create',
  'auction.update',
  'auction.cancel',
  'auction.fulfilment',
  'auction.image-upload',
  'moderation.assign',
  'moderation.note',
  'moderation.action',
  'moderation.recategorise',
  'moderation.escalate',
  'moderation.evidence.read',
  'moderation.restrict',
  'moderation.lift',
  'moderation.appeal.decide',
  'verification.photo.approve',
  'verification.photo.reject',
  'verification.face.approve',
  'verification.face.reject',
  'verification.face.image.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each action in words, as the audit log shows it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.login': 'Signed in',
  'admin.login-failed': 'Failed sign-in',
  'admin.login-locked': 'Sign-in locked out',
  'admin.logout': 'Signed out',
  'contact.read': 'Read a contact message',
  'contact.reply': 'Replied to a contact message',
  'system-message.send': 'Sent a system message to all members',
  'user.block': 'Blocked a member',
  'user.unblock': 'Unblocked a member',
  'photo.flag': 'Flagged a photo',
  'photo.unflag': 'Unflagged a photo',
  'photo.delete': 'Deleted a photo',
  'photo.screen': 'Screening held or rejected a photo (automatic)',
  'user.notify': 'Sent a notification to a member',
  'auth.edit': 'Changed a sign-up level',
  'subscription.activate': 'Activated a subscription',
  'export.users': 'Downloaded the members CSV',
  'export.authentications': 'Downloaded the authentications CSV',
  'ads.update': 'Changed the ad settings',
  'ads.slot.update': 'Changed an ad slot',
  'ads.reservation.update': 'Updated an ad reservation',
  'plan.create': 'Created a plan',
  'plan.update': 'Changed a plan',
  'badge.create': 'Created a badge offer',
  'badge.update': 'Changed a badge offer',
  'staff.invite': 'Invited a staff member',
  'staff.update': 'Changed a staff member',
  'staff.access-code': 'Reset an access code',
  'report.action': 'Actioned a report',
  'report.dismiss': 'Dismissed a report',
  'report.excerpt.read': 'Read the excerpt of a message report',
  'report.attachment.read': 'Opened a voice note or photo of a message report',
  'chat-photo.screen': 'Screening held or removed a photo sent in chat (automatic)',
  'chat-photo.read': 'Opened a held photo sent in chat',
  'chat-photo.approve': 'Approved a held photo sent in chat',
  'chat-photo.remove': 'Removed a photo sent in chat',
  'contact.status': 'Resolved or reopened a conversation',
  'canned-reply.create': 'Added a canned reply',
  'canned-reply.update': 'Changed a canned reply',
  'canned-reply.delete': 'Deleted a canned reply',
  'mail.retry': 'Retried a mail from the outbox',
  'token-pack.create': 'Added a token pack',
  'token-pack.update': 'Changed a token pack',
  'tokens.grant': 'Granted tokens to a member',
  'store-products.update': 'Changed the store product ids',
  'auction.create': 'Created an auction',
  'auction.update': 'Changed an auction',
  'auction.cancel': 'Cancelled an auction',
  'auction.fulfilment': 'Updated the fulfilment of a won auction',
  'auction.image-upload': 'Uploaded an auction image',
  'moderation.assign': 'Assigned a moderation item',
  'moderation.note': 'Added a note to a moderation item',
  'moderation.action': 'Acted on a moderation item',
  'moderation.recategorise': 'Marked a moderation item as child sexual abuse and exploitation',
  'moderation.escalate': 'Recorded an escalation to an agency',
  'moderation.evidence.read': 'Read the evidence of a moderation item',
  'moderation.restrict': 'Limited a member automatically (risk score)',
  'moderation.lift': 'Lifted a restriction on a member',
  'moderation.appeal.decide': 'Decided an appeal',
  'verification.photo.approve': 'Approved a held or appealed photo',
  'verification.photo.reject': 'Rejected a photo',
  'verification.face.approve': 'Approved an age review',
  'verification.face.reject': 'Rejected an age review',
  'verification.face.image.read': 'Viewed a verified face image under review',
};

/** A calendar day, `YYYY-MM-DD`, read in Lagos time (UTC+1, no daylight saving). */
const auditDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must look like 2026-01-31' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Dates must look like 2026-01-31' });

/** `actor` filters by the admin who acted (not `adminId`, which always names the caller). */
export const auditQuerySchema = z
  .object({
    page: pageField.optional().default(1),
    actor: z.string().uuid({ error: 'actor must be an admin id' }).optional(),
    action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
    /** First and last day included. */
    from: auditDay.optional(),
    to: auditDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The start date must not be after the end date',
    path: ['from'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), fullname: z.string(), email: z.string() }).nullable(),
  /** Who acted, in words: the admin's name, or the address typed at a failed sign-in with an unknown email. */
  actor: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target by name (member, admin, plan, message title...); null when it no longer exists. */
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** IPv4 addresses plainly (`1.2.3.4`, never `::ffff:1.2.3.4`). */
  ip: z.string().nullable(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Every admin, for the actor filter. */
  actors: z.array(z.object({ _id: z.string(), fullname: z.string() })),
  ...pagedList,
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
