import { feedQuerySchema, feedResponseSchema, markReadSchema, memberExportSchema, messageResponseSchema, pushTokenSchema, supportMessageSchema } from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];

export function registerMemberAccountDocs(registry: DocsRegistry) {
  const tags = ['Member app: devices, feed, account'];
  registry.registerPath({
    method: 'put', path: `${APP}/me/devices/push-token`, tags, security,
    summary: "Register this device's FCM token (upsert on the token; tied to this session, so logout removes it; a token seen for another member moves)",
    request: jsonBody(pushTokenSchema),
    responses: { 200: jsonResponse('Saved', messageResponseSchema), ...errorResponses(400, 401, 415, 426) },
  });
  registry.registerPath({
    method: 'delete', path: `${APP}/me/devices/push-token`, tags, security,
    summary: "Forget this session's push token",
    responses: { 200: jsonResponse('Removed', messageResponseSchema), ...errorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'get', path: `${APP}/notifications`, tags, security,
    summary: "The member's feed, newest first: control centre notifications and announcements (likes, matches, unlocks in part 2); `nextCursor` pages on",
    request: { query: feedQuerySchema },
    responses: { 200: jsonResponse('Feed page', feedResponseSchema), ...errorResponses(400, 401, 403, 426) },
  });
  registry.registerPath({
    method: 'post', path: `${APP}/notifications/read`, tags, security,
    summary: 'Mark feed items read: `{ ids: [...] }` or `{ all: true }`',
    request: jsonBody(markReadSchema),
    responses: { 200: jsonResponse('Marked', messageResponseSchema), ...errorResponses(400, 401, 403, 415, 426) },
  });
  registry.registerPath({
    method: 'post', path: `${APP}/support`, tags, security,
    summary: "Write to support: lands in the control centre's inbox, linked to the member (10 an hour)",
    request: jsonBody(supportMessageSchema),
    responses: { 201: jsonResponse('Filed', messageResponseSchema), ...errorResponses(400, 401, 415, 426, 429) },
  });
  registry.registerPath({
    method: 'get', path: `${APP}/me/export`, tags, security,
    summary: "Everything stored about the member, as JSON (NDPA 2023 access right; photo bytes through GET /photos/{id})",
    responses: { 200: jsonResponse('Export', memberExportSchema), ...errorResponses(401, 426, 429) },
  });
  registry.registerPath({
    method: 'delete', path: `${APP}/me`, tags, security,
    summary: 'Delete the account: profile, photos and their files, sessions, devices, feed, blocks; payments stay for accounting without the member identity',
    responses: { 200: jsonResponse('Deleted', messageResponseSchema), ...errorResponses(401, 426) },
  });
}
