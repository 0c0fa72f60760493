import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { CHAT_SAFETY_MESSAGES, messageSafetySchema } from './chat-safety';
import { memberCardSchema, pageLimitField, pageLimitMessage, PAGE_LIMIT_MAX } from './member-cards';

/** Texts of chat and the live channel; the apps show them as they are. */
export const MEMBER_CHAT_MESSAGES = {
  matchNotFound: 'Match not found',
  messageNotFound: 'Message not found',
  textRequired: 'Write a message',
  textTooLong: 'A message can be at most 2000 characters',
  textControlCharacters: 'A message cannot contain control characters',
  clientMessageId: 'clientMessageId must be a UUID',
  seqInvalid: 'seq must be a whole number from 0',
  afterAndBefore: 'Use either after or before, not both',
  limitInvalid: pageLimitMessage(PAGE_LIMIT_MAX),
  waitForReply: 'Wait for a reply before sending more',
  tooManyPerMinute: 'You are sending messages too quickly. Please wait a moment',
  tooManyPerDay: 'You have sent the most messages allowed today. Please try again later',
  invalidCursor: 'Invalid cursor',
  newMessageTitle: 'New message from {firstName}',
  newMessageBody: 'Tap to read it.',
  ticketInvalid: 'This live ticket is not valid',
  tooManyLiveTickets: 'Too many live tickets asked for. Please wait a moment',
  tooManyLiveSockets: 'Too many live connections are open. Close one (another tab or device) and try again',
  tooManyLiveRefusals: 'Too many refused live connections. Please wait a moment',
} as const;

export const MESSAGE_TEXT_MAX = 2000;
/** Until the other side has written once, a member may send this many messages in a match. */
export const INTRO_MESSAGE_LIMIT = 3;
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PER_DAY = 1000;
export const LIVE_TICKET_SECONDS = 30;

const TEXT = MEMBER_CHAT_MESSAGES;

/** The member-text rule (decision 0125): invisible characters removed, NFC, trimmed, 1–2000 characters (code points), no control characters but line breaks. */
export const messageTextSchema = memberTextField({
  required: TEXT.textRequired,
  max: MESSAGE_TEXT_MAX,
  tooLong: TEXT.textTooLong,
  controlCharacters: TEXT.textControlCharacters,
});

export const sendMessageSchema = z.strictObject({
  clientMessageId: z.string({ error: TEXT.clientMessageId }).uuid({ error: TEXT.clientMessageId }),
  text: messageTextSchema,
  /** The sender's answer to "Are you sure?" (decision 0150): a sexual or harassing text is sent only with true. */
  confirmed: z.boolean({ error: CHAT_SAFETY_MESSAGES.confirmedInvalid }).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

const seqQuery = z.coerce
  .number({ error: TEXT.seqInvalid })
  .int({ error: TEXT.seqInvalid })
  .min(0, { error: TEXT.seqInvalid })
  .max(2_147_483_647, { error: TEXT.seqInvalid });

export const messagesQuerySchema = z
  .object({
    after: seqQuery.optional(),
    before: seqQuery.optional(),
    limit: pageLimitField(50),
  })
  .refine((query) => query.after === undefined || query.before === undefined, { error: TEXT.afterAndBefore });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const readMarkSchema = z.strictObject({
  seq: z
    .number({ error: TEXT.seqInvalid })
    .int({ error: TEXT.seqInvalid })
    .min(0, { error: TEXT.seqInvalid })
    .max(2_147_483_647, { error: TEXT.seqInvalid }),
});
export type ReadMarkInput = z.infer<typeof readMarkSchema>;

export const CONVERSATIONS_PAGE_DEFAULT = 20;
export const conversationsQuerySchema = z.object({
  cursor: z.string().max(200, { error: TEXT.invalidCursor }).optional(),
  limit: pageLimitField(CONVERSATIONS_PAGE_DEFAULT),
});

export const chatMessageSchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  fromMe: z.boolean(),
  text: z.string(),
  sentAt: z.string(),
  readByThem: z.boolean(),
  /** Only on the recipient's copies of a message the detectors flagged (decision 0150): "Does this bother you?". */
  safety: messageSafetySchema.optional(),
  /** Only on the sender's own copies (the POST answer, the live frame to their devices): lets an app drop its pending row. */
  clientMessageId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `nextCursor` is the seq to pass again as `after=` (or `before=`) for the next page; null on the last. */
export const messageListSchema = z.object({ items: z.array(chatMessageSchema), nextCursor: z.string().nullable() });
export type MessageList = z.infer<typeof messageListSchema>;

export const sentMessageSchema = z.object({ message: chatMessageSchema });
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const readMarkResponseSchema = z.object({ matchId: z.string(), seq: z.number().int() });
export type ReadMarkResponse = z.infer<typeof readMarkResponseSchema>;

export const lastMessageSchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  text: z.string(),
  fromMe: z.boolean(),
  sentAt: z.string(),
  /** As on the message: the recipient's warning, never the sender's. */
  safety: messageSafetySchema.optional(),
});

export const conversationSchema = z.object({
  matchId: z.string(),
  member: memberCardSchema,
  lastMessage: lastMessageSchema.nullable(),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const liveTicketSchema = z.object({ ticket: z.string(), expiresIn: z.number().int() });
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const chatRateLimitErrorSchema = z.object({ error: z.string(), retryAfter: z.number().int().optional() });
