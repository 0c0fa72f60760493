import { z } from 'zod';
import { adminIdField, isoDate, pagedList, pageField } from './admin-api';

// ---------------------------------------------------------------------------------------------
// Mail outbox: every mail the product sends, with its delivery state. Bodies are never listed: they
// quote members' own words, and a mail may one day carry a link that signs someone in (decision 0057).
// ---------------------------------------------------------------------------------------------

/** pending: queued for (re)delivery; sent; failed: gave up after every attempt; logged: kept because no SMTP is set. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const OUTBOX_MESSAGES = {
  notFound: 'Mail not found',
  alreadySent: 'This mail was already sent',
  beingSent: 'This mail is being sent right now',
  notConfigured: 'Mail is not configured on this server, so nothing can be sent',
  sent: (to: string) => `Mail sent to ${to}`,
  queued: 'The mail server did not take it; it stays in the outbox and will be retried shortly',
} as const;

export const outboxQuerySchema = z.object({
  adminId: adminIdField,
  page: pageField.optional().default(1),
  status: z.enum(MAIL_STATUSES, { error: 'Unknown status' }).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  logged: z.number().int(),
});

/** GET /mailoutbox?status=&page=: 10 a page, newest first; `configured` says whether SMTP is set. */
export const outboxListResponseSchema = z.object({
  mails: z.array(outboxMailSchema),
  counts: outboxCountsSchema,
  configured: z.boolean(),
  ...pagedList,
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

export const outboxMailParamsSchema = z.object({ mailId: z.string().uuid({ error: OUTBOX_MESSAGES.notFound }) });
/** POST /mailoutbox/{mailId}/retry: sends a queued, failed or logged mail now. */
export const outboxRetryResponseSchema = z.object({ message: z.string(), mail: outboxMailSchema });
export type OutboxRetryResponse = z.infer<typeof outboxRetryResponseSchema>;
