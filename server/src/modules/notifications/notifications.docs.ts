import {
  feedQuerySchema,
  feedResponseSchema,
  markReadSchema,
  messageResponseSchema,
  unreadCountSchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];

export function registerNotificationsDocs(registry: DocsRegistry) {
  const tags = ['Member app: devices, feed, account'];
  registry.registerPath({
    method: 'get',
    path: `${APP}/notifications`,
    tags,
    security,
    summary:
      "The member's feed, newest first: likes, matches, photo requests and unlocks, control centre notifications and announcements; `nextCursor` pages on (open during sign-up)",
    request: { query: feedQuerySchema },
    responses: { 200: jsonResponse('Feed page', feedResponseSchema), ...memberErrorResponses(400, 401, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/notifications/unread-count`,
    tags,
    security,
    summary: 'How many feed entries are unread (the badge); POST /notifications/read brings it down',
    responses: { 200: jsonResponse('Unread entries', unreadCountSchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/notifications/read`,
    tags,
    security,
    summary: 'Mark feed items read: `{ ids: [...] }` or `{ all: true }`',
    request: jsonBody(markReadSchema),
    responses: { 200: jsonResponse('Marked', messageResponseSchema), ...memberErrorResponses(400, 401, 415, 426) },
  });
}
