import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { ADMIN_MESSAGES, adminIdField, isoDate, pagedList, pageField } from './admin-api';
import { emailField, requiredText } from './common';

// ---------------------------------------------------------------------------------------------
// Contact form (public): POST /contact
// ---------------------------------------------------------------------------------------------

export const contactMessageSchema = z.object({
  email: emailField(),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  phone: requiredText(MESSAGES.fillAllFields, 30),
  subject: requiredText(MESSAGES.fillAllFields, 200),
  message: requiredText(MESSAGES.fillAllFields, 5000),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

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

/** A conversation's state: open (waiting for the team), replied, resolved; the sender writing again reopens it. */
export const CONVERSATION_STATUSES = ['open', 'replied', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
export const INBOX_FILTERS = ['all', 'unread', ...CONVERSATION_STATUSES] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** A conversation: its first message (`_id`, subject, sender, text) and the state of the whole thread. */
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
  status: z.enum(CONVERSATION_STATUSES),
  /** When the sender last wrote; the list is ordered by it. */
  lastMessageAt: isoDate,
  /** How many messages the sender wrote in this conversation (1 + follow-ups). */
  messageCount: z.number().int(),
  /** Where the conversation came from: app (a signed-in member) or web (the public form, address not verified). */
  channel: z.enum(['app', 'web']),
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

/** GET /contactmessages?adminId=&page=&filter=&q= (10 conversations a page, latest message first) */
export const contactMessagesQuerySchema = z.object({
  adminId: adminIdField,
  page: pageField.optional().default(1),
  filter: z.enum(INBOX_FILTERS, { error: 'Unknown filter' }).optional().default('all'),
  q: z.string().trim().max(100, { error: 'Search must be at most 100 characters' }).optional().default(''),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;
export const inboxCountsSchema = z.object({
  all: z.number().int(),
  unread: z.number().int(),
  open: z.number().int(),
  replied: z.number().int(),
  resolved: z.number().int(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;
/** `total` counts the rows of this filter and search; `unreadCount` and `counts` the whole inbox. */
export const contactMessageListResponseSchema = z.object({
  messages: z.array(adminContactMessageSchema),
  unreadCount: z.number().int(),
  counts: inboxCountsSchema,
  ...pagedList,
});
export type ContactMessageListResponse = z.infer<typeof contactMessageListResponseSchema>;

/** GET /systemmessages?adminId=&page= (10 a page, newest first) */
export const systemMessageListResponseSchema = z.object({
  notifications: z.array(systemNotificationSchema),
  ...pagedList,
});
export type SystemMessageListResponse = z.infer<typeof systemMessageListResponseSchema>;

/** PATCH /updatemessage: marks a contact message (and its dashboard notification) read. */
export const updateMessageSchema = z.object({
  adminId: adminIdField,
  messageId: z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.messageNotFound }),
});
export type UpdateMessageInput = z.infer<typeof updateMessageSchema>;
export const updateMessageResponseSchema = z.object({ message: z.string(), contactMessage: adminContactMessageSchema });
export type UpdateMessageResponse = z.infer<typeof updateMessageResponseSchema>;

/**
 * POST /replycontactmessage. The reply always goes to the stored sender with the stored quote (the request cannot
 * choose the address). `messageId` names the message; the legacy call without it finds the message by `email` and
 * `previousMessage`, and so still needs those and `fullname`. With `messageId`, `email` and `fullname` are accepted
 * from older clients and not read; `adminId` is never read (the admin is the token's).
 */
const IGNORED_BY_REPLY = 'Accepted from older clients and ignored: the reply goes to the stored sender';
const legacyReplyFields = {
  email: emailField(MESSAGES.fillAllFields, MESSAGES.invalidEmailAddress),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
};
export const replyContactMessageSchema = z
  .object({
    adminId: adminIdField.describe("Accepted for the legacy client; ignored (the admin is the bearer token's)."),
    messageId: z
      .string()
      .uuid({ error: ADMIN_MESSAGES.messageNotFound })
      .optional()
      .describe('The message answered; when absent, the message is found by `email` and `previousMessage`.'),
    email: z
      .string()
      .trim()
      .max(254, { error: 'Must be at most 254 characters' })
      .optional()
      .describe(`Required, and used to find the message, only when \`messageId\` is absent. ${IGNORED_BY_REPLY}`),
    fullname: z
      .string()
      .trim()
      .max(120, { error: 'Must be at most 120 characters' })
      .optional()
      .describe(`Required only when \`messageId\` is absent. ${IGNORED_BY_REPLY}`),
    subject: requiredText(MESSAGES.fillAllFields, 200),
    message: requiredText(MESSAGES.enterMessage, 10000),
    previousMessage: requiredText(MESSAGES.fillAllFields, 10000).describe(
      'Finds the message when `messageId` is absent; the quote is the stored message, never this text.',
    ),
  })
  .superRefine((input, ctx) => {
    // The legacy call names no message: it is found by the sender's address, so the old required fields still apply.
    if (input.messageId !== undefined) return;
    for (const key of ['email', 'fullname'] as const) {
      const checked = legacyReplyFields[key].safeParse(input[key]);
      if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: [key] });
    }
  });
export type ReplyContactMessageInput = z.infer<typeof replyContactMessageSchema>;
export const replyContactMessageResponseSchema = z.object({ message: z.string(), reply: contactReplySchema });
export type ReplyContactMessageResponse = z.infer<typeof replyContactMessageResponseSchema>;

/** GET /contactmessages/{messageId}: the whole thread, oldest first, and the member the sender is, when one matches. */
export const contactMessageParamsSchema = z.object({
  messageId: z.string().uuid({ error: ADMIN_MESSAGES.messageNotFound }),
});
export const threadEntrySchema = z.object({
  _id: z.string(),
  /** message: written by the sender; reply: sent by the team. */
  kind: z.enum(['message', 'reply']),
  /** app: a signed-in member wrote it in the app; web: the public form, its address not verified; email: the team's reply, mailed. */
  channel: z.enum(['app', 'web', 'email']),
  subject: z.string(),
  message: z.string(),
  createdAt: isoDate,
  author: z.object({ name: z.string(), email: z.string().nullable(), adminId: z.string().nullable() }),
});
export type ThreadEntry = z.infer<typeof threadEntrySchema>;
export const matchedMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  matchedBy: z.enum(['account', 'email', 'phone']),
});
export const conversationResponseSchema = z.object({
  conversation: adminContactMessageSchema,
  thread: z.array(threadEntrySchema),
  member: matchedMemberSchema.nullable(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

/** PATCH /contactmessages/{messageId}/status: resolve, or reopen. 'replied' comes only from sending a reply. */
export const conversationStatusSchema = z.object({
  adminId: adminIdField,
  status: z.enum(['open', 'resolved'], { error: 'Status must be open or resolved' }),
});
export const conversationStatusResponseSchema = z.object({
  message: z.string(),
  contactMessage: adminContactMessageSchema,
});
export type ConversationStatusResponse = z.infer<typeof conversationStatusResponseSchema>;

/** POST /sendsystemmessage: an announcement to every member's in-app feed. */
export const sendSystemMessageSchema = z.object({
  adminId: adminIdField,
  title: requiredText(MESSAGES.fillAllFields, 200),
  message: requiredText(MESSAGES.fillAllFields, 5000),
});
export type SendSystemMessageInput = z.infer<typeof sendSystemMessageSchema>;
export const sendSystemMessageResponseSchema = z.object({ message: z.string(), notif: systemNotificationSchema });
export type SendSystemMessageResponse = z.infer<typeof sendSystemMessageResponseSchema>;
/** Who a system message reaches: every member, and how many of them have a phone registered for push. */
export const broadcastAudienceResponseSchema = z.object({ members: z.number().int(), pushDevices: z.number().int() });
export type BroadcastAudienceResponse = z.infer<typeof broadcastAudienceResponseSchema>;
