import { z } from 'zod';
import { hasVisibleCharacter, memberTextField } from '../validation/member-text';
import { CHAT_SAFETY_MESSAGES, messageSafetySchema } from './chat-safety';
import { memberCardSchema, pageLimitField, pageLimitMessage, PAGE_LIMIT_MAX } from './member-cards';
import { PHOTO_REASONS } from './member-profile';

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
  // Rich chat: attachments, voice notes, photos, replies, reactions (decisions 0157, 0168).
  fileRequired: 'Choose a file to send',
  voiceTooLarge: 'A voice note can be at most 500 KB',
  voiceTooLong: 'A voice note can be at most 60 seconds',
  voiceNotOpus: 'A voice note must be Opus audio',
  notVoiceOrPhoto: 'This file is not a voice note or a photo',
  chatPhotoTooLarge: 'Photos can be at most 10 MB',
  chatPhotoTooManyPixels: 'Photos can be at most 60 megapixels',
  photosLocked: 'Photos can be sent once you have both unlocked photos',
  attachmentNotFound: 'Attachment not found',
  attachmentRequired: 'Choose the attachment to send',
  attachmentKind: 'This attachment does not fit the kind of message',
  attachmentForText: 'A text message cannot carry an attachment',
  voiceText: 'A voice note cannot carry text',
  kindInvalid: 'kind must be text, voice or photo',
  replyNotFound: 'You can only reply to a message in this conversation',
  reactionInvalid: 'Choose one of the reactions',
  tooManyAttachments: 'You have sent too many files this hour. Please try again later',
  /** What a conversation list or a notice shows for a message without text. */
  voiceNote: 'Voice note',
  photo: 'Photo',
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

/** What a message is: plain text, a voice note, or a photo with an optional caption (decisions 0157, 0168). */
export const MESSAGE_KINDS = ['text', 'voice', 'photo'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const ATTACHMENT_KINDS = ['voice', 'photo'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
/**
 * Where an attachment stands: a voice note is `ready` at once; a photo is `checking` until screened, then
 * `approved`, `held` (it waits for staff: only its uploader reads `held`, the other member still reads `checking`), or
 * `removed` (rejected by the screening or by staff; only its uploader reads the reason). Decisions 0168, 0178.
 */
export const ATTACHMENT_STATUSES = ['ready', 'checking', 'held', 'approved', 'removed'] as const;
export type AttachmentStatus = (typeof ATTACHMENT_STATUSES)[number];

/** Voice notes (decision 0157): Opus audio in Ogg or WebM, at most 60 seconds and 500 KB. */
export const VOICE_NOTE_MAX_SECONDS = 60;
export const VOICE_NOTE_MAX_BYTES = 500 * 1024;
/** What MediaRecorder records in Chromium and Firefox; the server reads the real type from the bytes. */
export const VOICE_NOTE_MIME_TYPES = ['audio/webm', 'audio/ogg'] as const;
/** Photos in chat (decision 0168): the types and size of profile photos. */
export const CHAT_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CHAT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_PER_HOUR = 60;
/** The preview variant of a photo: a tiny, heavily blurred JPEG shown before a tap and in data saver mode. */
export const ATTACHMENT_VARIANTS = ['preview'] as const;
export const attachmentQuerySchema = z.object({ variant: z.enum(ATTACHMENT_VARIANTS).optional() });

/** The fixed set of reactions; a member has at most one on a message. */
export const MESSAGE_REACTIONS = ['❤️', '😂', '😮', '😢', '👍', '🙏'] as const;
export type MessageReaction = (typeof MESSAGE_REACTIONS)[number];

/** A voice note's length as a member reads it: "0:12", "1:00". */
export function formatVoiceDuration(durationMs: number): string {
  const seconds = Math.max(0, Math.round(durationMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A caption or a text without the "required" rule: the member-text rule, may end up empty. */
const optionalMessageText = memberTextField({
  max: MESSAGE_TEXT_MAX,
  tooLong: TEXT.textTooLong,
  controlCharacters: TEXT.textControlCharacters,
});

/**
 * A send: `kind` defaults to `text` (text required); `voice` carries the id of a voice attachment the sender
 * uploaded to this match and has not sent, no text; `photo` the id of such a photo, an optional caption.
 * `replyTo` is the seq of a message of this match.
 */
export const sendMessageSchema = z
  .strictObject({
    clientMessageId: z.string({ error: TEXT.clientMessageId }).uuid({ error: TEXT.clientMessageId }),
    kind: z.enum(MESSAGE_KINDS, { error: TEXT.kindInvalid }).default('text'),
    text: z.string({ error: TEXT.textRequired }).pipe(optionalMessageText).optional(),
    attachmentId: z.string({ error: TEXT.attachmentNotFound }).max(100, { error: TEXT.attachmentNotFound }).optional(),
    replyTo: z
      .number({ error: TEXT.replyNotFound })
      .int({ error: TEXT.replyNotFound })
      .min(1, { error: TEXT.replyNotFound })
      .max(2_147_483_647, { error: TEXT.replyNotFound })
      .optional(),
    /** The sender's answer to "Are you sure?" (decision 0150): a sexual or harassing text is sent only with true. */
    confirmed: z.boolean({ error: CHAT_SAFETY_MESSAGES.confirmedInvalid }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'text') {
      if (input.text === undefined || !hasVisibleCharacter(input.text))
        ctx.addIssue({ code: 'custom', path: ['text'], message: TEXT.textRequired });
      if (input.attachmentId !== undefined)
        ctx.addIssue({ code: 'custom', path: ['attachmentId'], message: TEXT.attachmentForText });
      return;
    }
    if (input.attachmentId === undefined)
      ctx.addIssue({ code: 'custom', path: ['attachmentId'], message: TEXT.attachmentRequired });
    if (input.kind === 'voice' && input.text !== undefined && input.text !== '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: TEXT.voiceText });
  });
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const reactionInputSchema = z.strictObject({
  emoji: z.enum(MESSAGE_REACTIONS, { error: TEXT.reactionInvalid }),
});
export type ReactionInput = z.infer<typeof reactionInputSchema>;

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

/** An attachment as its reader sees it (the uploader alone reads why a photo was removed). */
export const attachmentSchema = z.object({
  _id: z.string(),
  kind: z.enum(ATTACHMENT_KINDS),
  mimeType: z.string(),
  bytes: z.number().int(),
  durationMs: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  status: z.enum(ATTACHMENT_STATUSES),
  /** Only on the uploader's view of a removed photo: the screening's reason. */
  reason: z.enum(PHOTO_REASONS).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });
export type AttachmentResponse = z.infer<typeof attachmentResponseSchema>;

/** The message a message answers: its first 140 characters ('' for a voice note or a photo without caption). */
export const REPLY_EXCERPT_MAX = 140;
export const replyToSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  text: z.string(),
  fromMe: z.boolean(),
});
export type ReplyTo = z.infer<typeof replyToSchema>;

/** A reaction as its reader sees it; at most one per member on a message. */
export const reactionSchema = z.object({ emoji: z.enum(MESSAGE_REACTIONS), fromMe: z.boolean() });
export type Reaction = z.infer<typeof reactionSchema>;

export const chatMessageSchema = z.object({
  _id: z.string(),
  seq: z.number().int(),
  fromMe: z.boolean(),
  /** '' for a voice note, and for a photo without caption. */
  text: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  attachment: attachmentSchema.nullable(),
  replyTo: replyToSchema.nullable(),
  reactions: z.array(reactionSchema),
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
  kind: z.enum(MESSAGE_KINDS),
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
