import { z } from 'zod';
import {
  chatRateLimitErrorSchema,
  conversationListSchema,
  conversationsQuerySchema,
  matchIdParamsSchema,
  messageListSchema,
  messagesQuerySchema,
  readMarkResponseSchema,
  reactionInputSchema,
  readMarkSchema,
  sendMessageSchema,
  sendNudgeSchema,
  sentMessageSchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const messageParams = matchIdParamsSchema.extend({ seq: z.string() });
const TAGS = ['Member app: chat and live channel'];
const security = [{ memberToken: [] }];

export function registerMemberChatDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/conversations`,
    tags: TAGS,
    security,
    operationId: 'listConversations',
    summary:
      'Conversations (one per live match), most recent activity first, with the last message and the unread count derived from the read mark',
    request: { query: conversationsQuerySchema },
    responses: {
      200: jsonResponse('Conversations page', conversationListSchema),
      ...memberErrorResponses(400, 401, 403, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/matches/{id}/messages`,
    tags: TAGS,
    security,
    operationId: 'listMessages',
    summary:
      "A match's messages: `after=SEQ` oldest first (catching up), `before=SEQ` or neither newest first (scrolling back); `nextCursor` is the seq to pass again",
    description:
      "`seq` numbers one match's messages 1, 2, 3 … with no gap, so `after=` is an exact resume point. A match the caller is not in, an ended one or a hidden partner is 404.",
    request: { params: matchIdParamsSchema, query: messagesQuerySchema },
    responses: {
      200: jsonResponse('Messages page', messageListSchema),
      ...memberErrorResponses(400, 401, 403, 404, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/matches/{id}/messages`,
    tags: TAGS,
    security,
    operationId: 'sendMessage',
    summary:
      'Send a message (201); the same clientMessageId again answers 200 with the same message, with no second row and no second notice',
    description:
      'Text trimmed, Unicode NFC, 1–2000 characters, no control characters but line breaks; plain text. Until the other side wrote once, at most 3 messages ' +
      '(429 `Wait for a reply before sending more`); 30 a minute and 1,000 a day per member (429 with Retry-After). Live to the recipient, or a push when they have no open connection. ' +
      "The text detectors read every message (decision 0150): a flagged message is still delivered, and the recipient's copy (live frame, pages, the conversation list) carries `safety: { kind, tip }` " +
      'for "Does this bother you?"; the sender\'s never does. A sexual or harassing text answers 422 `Are you sure?` with a `nudge` and is written only when sent again with `confirmed: true`; ' +
      'a retry of a stored message answers it (200), whatever `confirmed` says. ' +
      '`kind` (default `text`): `voice` sends a voice attachment the sender uploaded to this match and has not sent (no text), `photo` such a photo with an optional caption; ' +
      'a wrong, foreign or already sent attachment is 404 `Attachment not found`, a kind that does not fit it 400. `replyTo` is a seq of this match (else 400).',
    request: { params: matchIdParamsSchema, ...jsonBody(sendMessageSchema) },
    responses: {
      200: jsonResponse('The same message, on a retry', sentMessageSchema),
      201: jsonResponse('Sent', sentMessageSchema),
      422: jsonResponse('"Are you sure?": the text reads as sexual or harassing; nothing was sent', sendNudgeSchema),
      429: jsonResponse('Intro rule or rate limit', chatRateLimitErrorSchema),
      ...memberErrorResponses(400, 401, 403, 404, 415, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/matches/{id}/read`,
    tags: TAGS,
    security,
    operationId: 'markMessagesRead',
    summary: "Move the caller's read mark forward to `seq` (a lower seq changes nothing); answers the mark",
    request: { params: matchIdParamsSchema, ...jsonBody(readMarkSchema) },
    responses: {
      200: jsonResponse('Read mark', readMarkResponseSchema),
      ...memberErrorResponses(400, 401, 403, 404, 415, 426),
    },
  });
  for (const method of ['put', 'delete'] as const)
    registry.registerPath({
      method,
      path: `${APP}/matches/{id}/messages/{seq}/reaction`,
      tags: TAGS,
      security,
      operationId: method === 'put' ? 'reactToMessage' : 'removeMessageReaction',
      summary:
        method === 'put'
          ? "Set the caller's one reaction to a message (from the fixed set); the same again changes nothing; answers the message"
          : "Remove the caller's reaction to a message; answers the message",
      request: { params: messageParams, ...(method === 'put' ? jsonBody(reactionInputSchema) : {}) },
      responses: {
        200: jsonResponse('The message as the caller reads it', sentMessageSchema),
        ...memberErrorResponses(400, 401, 403, 404, 415, 426),
      },
    });
}
