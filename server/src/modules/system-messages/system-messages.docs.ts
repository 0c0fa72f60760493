import {
  broadcastAudienceResponseSchema,
  idempotencyKeyHeaderSchema,
  pageQuerySchema,
  sendSystemMessageResponseSchema,
  sendSystemMessageSchema,
  systemMessageListResponseSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerSystemMessagesDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/systemmessages',
    area: 'systemMessages',
    summary: 'System notifications, 10 a page, newest first',
    query: pageQuerySchema,
    response: systemMessageListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/sendsystemmessage',
    area: 'broadcast',
    summary: "Post an announcement to every member's in-app feed",
    description:
      "Missing title or message: 'Please fill all fields'. Sent once: a repeat with the same Idempotency-Key (or, without one, the same title and message within ten minutes) " +
      "posts nothing and answers 'This system message was already sent' with the first one. Each member is then told as their news " +
      'preferences say: pushed at once to their phones and browsers, held for their daily digest (the default, and during their ' +
      'quiet hours), mailed when news email is on, or not at all; a member with news in-app off does not see it in the feed.',
    headers: idempotencyKeyHeaderSchema,
    body: sendSystemMessageSchema,
    response: sendSystemMessageResponseSchema,
    status: 201,
    errors: [400, 409],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/systemmessages/audience',
    area: 'broadcast',
    summary:
      'How many members a system message would reach (all members; and how many it would push at once: a phone or browser registered and news push instant), for the preview before sending',
    response: broadcastAudienceResponseSchema,
  });
}
