import { z } from 'zod';
import { MESSAGES } from '../types/messages';
import { adminIdField, isoDate } from './admin-api';
import { requiredText } from './common';

// ---------------------------------------------------------------------------------------------
// Canned replies: texts the team inserts into a reply. Everyone with the inbox reads them; Admins manage them.
// ---------------------------------------------------------------------------------------------

export const CANNED_REPLY_MESSAGES = {
  notFound: 'Canned reply not found',
  duplicateTitle: 'A canned reply with this title already exists',
  created: 'Canned reply saved',
  updated: 'Canned reply updated',
  deleted: 'Canned reply deleted',
  staleEdit:
    'Someone else changed this canned reply since you opened it. Reload it to see their version, then make your change again.',
  versionRequired: 'version must be the version you edited',
} as const;

export const CANNED_REPLY_TITLE_MAX = 80;

export const cannedReplySchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: isoDate,
  updatedBy: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  /** Raised by every edit; an edit sends the version it started from (decision 0083). */
  version: z.number().int(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;

export const cannedReplyInputSchema = z.object({
  adminId: adminIdField,
  title: requiredText(MESSAGES.fillAllFields, CANNED_REPLY_TITLE_MAX),
  body: requiredText(MESSAGES.fillAllFields, 5000),
});
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;

/** PUT /cannedreplies/{replyId}: the edit names the version it started from; an older one is 409. */
export const cannedReplyUpdateSchema = cannedReplyInputSchema.extend({
  version: z
    .number({ error: CANNED_REPLY_MESSAGES.versionRequired })
    .int({ error: CANNED_REPLY_MESSAGES.versionRequired })
    .positive({ error: CANNED_REPLY_MESSAGES.versionRequired }),
});
export type CannedReplyUpdate = z.infer<typeof cannedReplyUpdateSchema>;

export const cannedReplyParamsSchema = z.object({
  replyId: z.string().uuid({ error: CANNED_REPLY_MESSAGES.notFound }),
});

/** GET /cannedreplies: every canned reply, by title. */
export const cannedReplyListResponseSchema = z.object({ replies: z.array(cannedReplySchema) });
export type CannedReplyListResponse = z.infer<typeof cannedReplyListResponseSchema>;
export const cannedReplyResponseSchema = z.object({ message: z.string(), reply: cannedReplySchema });
export type CannedReplyResponse = z.infer<typeof cannedReplyResponseSchema>;
