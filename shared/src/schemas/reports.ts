import { z } from 'zod';
import { REPORT_KINDS, REPORT_NOTE_MAX, REPORT_REASON_CODES, REPORT_STATUSES } from '../types/constants';
import { adminIdField, isoDate } from './admin-api';
import { adminPhotoSchema } from './admin-members';

// ---------------------------------------------------------------------------------------------
// Reports: GET /getreports/{adminId}
// ---------------------------------------------------------------------------------------------

const reportPersonSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
});

export const adminReportSchema = z.object({
  _id: z.string(),
  kind: z.enum(REPORT_KINDS),
  /** The member's choice from the fixed list (decision 0154); `other` for reports filed before the codes. */
  reasonCode: z.enum(REPORT_REASON_CODES),
  reason: z.string(),
  createdAt: isoDate,
  reporter: reportPersonSchema,
  /** null once the reported account was deleted: the report stays listed, marked by reportedAccountDeleted. */
  reportedUser: reportPersonSchema.nullable(),
  reportedAccountDeleted: z.boolean(),
  /** Photo reports: the photo (null when it has since been deleted). */
  photo: adminPhotoSchema.nullable(),
  // No message text: a message report is read through its audited excerpt alone (decision 0124).
  /** open until a moderator actions or dismisses it, with a note. */
  status: z.enum(REPORT_STATUSES),
  note: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: isoDate.nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const reportsResponseSchema = z.object({
  users: z.array(adminReportSchema),
  photos: z.array(adminReportSchema),
  messages: z.array(adminReportSchema),
});
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

export const REPORT_MESSAGES = {
  badStatus: 'status must be open, actioned, dismissed or all',
  badResolution: 'Choose actioned or dismissed',
  noteRequired: 'Write a note saying what was done',
  noteTooLong: `The note must be at most ${REPORT_NOTE_MAX} characters`,
  notFound: 'Report not found',
  notMessageReport: 'Only a message report has an excerpt',
  alreadyResolved: 'This report has already been resolved',
  attachmentNotFound: 'Attachment not found',
} as const;

/** GET /getreports/{adminId}?status=: all reports when no status is given (the legacy answer). */
export const reportsQuerySchema = z.object({
  adminId: adminIdField,
  status: z
    .enum([...REPORT_STATUSES, 'all'], { error: REPORT_MESSAGES.badStatus })
    .optional()
    .default('all'),
});

export const reportIdParamsSchema = z.object({ id: z.string().uuid({ error: REPORT_MESSAGES.notFound }) });

/** PATCH /reports/{id}: open → actioned or dismissed, always with a note. */
export const resolveReportSchema = z.object({
  adminId: adminIdField,
  status: z.enum(['actioned', 'dismissed'], { error: REPORT_MESSAGES.badResolution }),
  note: z
    .string({ error: REPORT_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: REPORT_MESSAGES.noteRequired })
    .max(REPORT_NOTE_MAX, { error: REPORT_MESSAGES.noteTooLong }),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;
export const resolveReportResponseSchema = z.object({ message: z.string(), report: adminReportSchema });

/**
 * GET /reports/{id}/excerpt: the server's copy of a reported message and up to 10 before it, oldest first,
 * each marked with who sent it. The only part of any conversation the control centre reads; every opening
 * is audit-logged.
 */
export const reportExcerptMessageSchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  sender: z.enum(['reporter', 'reported']),
  text: z.string(),
  sentAt: isoDate,
  /** The message the report is about (the last one). */
  reported: z.boolean(),
  /** Rich chat (decisions 0157, 0168): text, voice or photo; a report filed before kinds counts as text. */
  kind: z.enum(['text', 'voice', 'photo']).optional(),
  /** The voice note or photo the message carried, which staff open through the audited attachment route. */
  attachment: z
    .object({ _id: z.string(), kind: z.enum(['voice', 'photo']), durationMs: z.number().int().nullable() })
    .nullable()
    .optional(),
});
export type ReportExcerptMessage = z.infer<typeof reportExcerptMessageSchema>;
export const reportExcerptResponseSchema = z.object({
  reportId: z.string(),
  reporter: reportPersonSchema,
  /** null once the reported account was deleted. */
  reportedUser: reportPersonSchema.nullable(),
  /** Empty for a report filed before the server kept excerpts. */
  items: z.array(reportExcerptMessageSchema),
});
export type ReportExcerptResponse = z.infer<typeof reportExcerptResponseSchema>;

/** Open reports by kind, for the dashboard. */
export const openReportCountsSchema = z.object({
  users: z.number().int(),
  photos: z.number().int(),
  messages: z.number().int(),
  total: z.number().int(),
});
export type OpenReportCounts = z.infer<typeof openReportCountsSchema>;
