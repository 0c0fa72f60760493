import {
  contactMessageListResponseSchema, pageQuerySchema, replyContactMessageResponseSchema, replyContactMessageSchema, sendSystemMessageResponseSchema,
  sendSystemMessageSchema, systemMessageListResponseSchema, updateMessageResponseSchema, updateMessageSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../admin/common/admin-docs';

export function registerInboxDocs(registry: DocsRegistry) {
  registerAdminPath(registry, { method: 'get', path: '/contactmessages', area: 'inbox', summary: 'Contact messages, 10 a page, newest first, with replies', query: pageQuerySchema, response: contactMessageListResponseSchema });
  registerAdminPath(registry, { method: 'get', path: '/systemmessages', area: 'systemMessages', summary: 'System notifications, 10 a page, newest first', query: pageQuerySchema, response: systemMessageListResponseSchema });
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
    summary: 'Email a reply to the sender with their message quoted (In-Reply-To, text and HTML) and keep it with the message',
    description: "Empty reply: 'Please enter a message'; other missing fields: 'Please fill all fields'. Without `messageId` the message is found by email and previousMessage.",
    body: replyContactMessageSchema,
    response: replyContactMessageResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/sendsystemmessage',
    area: 'broadcast',
    summary: "Post an announcement to every member's in-app feed",
    description: "Missing title or message: 'Please fill all fields'.",
    body: sendSystemMessageSchema,
    response: sendSystemMessageResponseSchema,
    status: 201,
    errors: [400],
  });
}
