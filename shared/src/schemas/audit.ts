import { z } from 'zod';
import { isoDate, pagedList, pageField } from './admin-api';

// ---------------------------------------------------------------------------------------------
// Audit log: GET /audit?page=&actor=&action=
// ---------------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = [
  'admin.login', 'admin.login-failed', 'admin.login-locked', 'admin.logout', 'contact.read', 'contact.reply', 'system-message.send', 'user.block', 'user.unblock', 'photo.flag',
  'photo.unflag', 'photo.delete', 'user.notify', 'auth.edit', 'subscription.activate', 'export.users',
  'export.authentications', 'ads.update', 'ads.slot.update', 'ads.reservation.update', 'plan.create', 'plan.update',
  'badge.create', 'badge.update', 'staff.invite', 'staff.update', 'staff.access-code',
  'contact.status', 'canned-reply.create', 'canned-reply.update', 'canned-reply.delete', 'mail.retry',
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
