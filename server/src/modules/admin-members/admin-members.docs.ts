import {
  adminIdParamsSchema,
  memberLookupParamsSchema,
  blockUserSchema,
  memberCountsResponseSchema,
  memberIdParamsSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  memberRecordSchema,
  deletePhotoSchema,
  flagPhotoSchema,
  offsetQuerySchema,
  searchNamesParamsSchema,
  searchNamesResponseSchema,
  sendNotificationResponseSchema,
  sendNotificationSchema,
  singleUserResponseSchema,
  userActionResponseSchema,
  userListResponseSchema,
  photoIdParamsSchema,
  photoBytesQuerySchema,
} from '@blynd/shared';
import { errorResponses, type DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerMembersAdminDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/admin/photos/{id}',
    tags: ['Admin'],
    summary:
      "A member photo's bytes (image/jpeg) for the control centre, flagged ones included; `awsUrl` of a user's media points here",
    description: 'Needs the admin bearer token (members read). `Cache-Control: private, no-store`.',
    security: [{ adminToken: [] }],
    request: { params: photoIdParamsSchema, query: photoBytesQuerySchema },
    responses: {
      200: { description: 'The photo', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getusers/{adminId}',
    area: 'membersRead',
    summary: 'First page of members (10, newest first) and the total',
    params: adminIdParamsSchema,
    response: userListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getnextuserset',
    area: 'membersRead',
    summary: 'The page after `offset` (offset + 10; stays on the last page)',
    query: offsetQuerySchema,
    response: userListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getprevuserset',
    area: 'membersRead',
    summary: 'The page before `offset` (offset - 10, never below 0)',
    query: offsetQuerySchema,
    response: userListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/searchnames/{phone}',
    area: 'membersRead',
    summary:
      'Search members by name, email or phone (any form: 080…, +234…, 234…, spaces), partial, case-insensitive (up to 50)',
    description: '`total` stops counting at 1000.',
    params: searchNamesParamsSchema,
    response: searchNamesResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getsingleUser/{phone}',
    area: 'membersRead',
    summary:
      "One member by phone in any form (08031234501, +234 803 123 4501, 2348031234501) or by email address; else 'Enter a valid number'",
    params: memberLookupParamsSchema,
    response: singleUserResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/members',
    area: 'membersRead',
    summary:
      'Members, 10 a page, with an optional search (name, email, phone), filters (plan, earningStatus, blocked, joinedFrom/joinedTo in Lagos days) and sort',
    description: 'A bad filter value answers 400. With `q`, `total` stops counting at 1000 (`totalCapped`).',
    query: memberListQuerySchema,
    response: memberListResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/members/{id}/record',
    area: 'membersRead',
    summary:
      "A member's record: profile and photos, likes/matches/reports counts, sign-up level history, subscriptions, payments, reports made and received, notifications, mails and admin actions",
    description:
      'Amounts of payments and subscriptions are null for a role without the revenue area (Support), as /revenue is refused to it.',
    params: memberIdParamsSchema,
    response: memberRecordSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/members/{id}/counts',
    area: 'membersRead',
    summary: "A member's likes given and received, running matches, and reports made and received",
    params: memberIdParamsSchema,
    response: memberCountsResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/blockUser',
    area: 'membersWrite',
    summary: 'Block or unblock a member (toggles; the sign-up record follows)',
    body: blockUserSchema,
    response: userActionResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'put',
    path: '/flag-photo',
    area: 'membersWrite',
    summary: "Flag or unflag a member's photo (toggles)",
    body: flagPhotoSchema,
    response: userActionResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'put',
    path: '/delete-photo',
    area: 'membersWrite',
    summary: 'Delete a photo and its file',
    body: deletePhotoSchema,
    response: userActionResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/sendNotification',
    area: 'notifications',
    summary: 'Notify one member by email and/or push',
    description:
      "Title and message required ('Enter Message and Subject'), title at most 32 characters, at least one method ('Please select a delivery method'). The answer says what was delivered, including when push is not configured.",
    body: sendNotificationSchema,
    response: sendNotificationResponseSchema,
    errors: [400, 404],
  });
}
