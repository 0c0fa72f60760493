import { z } from 'zod';
import { NOTIFICATION_CATEGORIES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { ADMIN_MESSAGES, adminIdField, isoDate, pagedList } from './admin-api';
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
/** Who a system message reaches: every member, and how many of them have a phone registered for push. */
export const broadcastAudienceResponseSchema = z.object({ members: z.number().int(), pushDevices: z.number().int() });
export type BroadcastAudienceResponse = z.infer<typeof broadcastAudienceResponseSchema>;
