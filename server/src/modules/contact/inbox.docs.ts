import {
  idempotencyKeyHeaderSchema,
  contactMessageListResponseSchema,
  contactMessageParamsSchema,
  contactMessagesQuerySchema,
  conversationResponseSchema,
  conversationStatusResponseSchema,
  conversationStatusSchema,
  replyContactMessageResponseSchema,
  replyContactMessageSchema,
  updateMessageResponseSchema,
  updateMessageSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerInboxDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/contactmessages',
    area: 'inbox',
    summary:
      'Conversations, 10 a page, latest message first, with replies; filter unread/open/replied/resolved and search sender, subject and text',
    description:
      'A later message from the same sender (same email, or same member from the app) within 30 days of the last activity joins and reopens their conversation (decision 0056).',
    query: contactMessagesQuerySchema,
    response: contactMessageListResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/contactmessages/{messageId}',
    area: 'inbox',
    summary:
      "A conversation's whole thread, oldest first, with who wrote each part, and the member the sender matches (by account, email or phone)",
    params: contactMessageParamsSchema,
    response: conversationResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/contactmessages/{messageId}/status',
    area: 'inbox',
    summary: 'Resolve a conversation (which also marks it read) or reopen it',
    params: contactMessageParamsSchema,
    body: conversationStatusSchema,
    response: conversationStatusResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/updatemessage',
    area: 'inbox',
    summary: 'Mark a contact message read (its unread-indicator notification too)',
    body: updateMessageSchema,
    response: updateMessageResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/replycontactmessage',
    area: 'inbox',
    summary:
      'Email a reply to the sender with their message quoted (In-Reply-To, text and HTML) and keep it with the message',
    description:
      "Empty reply: 'Please enter a message'; other missing fields: 'Please fill all fields'. Without `messageId` the message is found by email and previousMessage. " +
      "Sent once: a repeat with the same Idempotency-Key (or, without one, the same reply to the same conversation within ten minutes) sends nothing and answers 'This reply was already sent' with the first reply.",
    headers: idempotencyKeyHeaderSchema,
    body: replyContactMessageSchema,
    response: replyContactMessageResponseSchema,
    errors: [400, 404, 409],
  });
}
