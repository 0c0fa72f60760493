import {
  adminMemberParamsSchema,
  adminNotificationSummarySchema,
  feedQuerySchema,
  feedResponseSchema,
  markReadSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  webPushKeySchema,
  webPushRemovalSchema,
  webPushSubscriptionSchema,
} from '@blynd/shared';
import { registerAdminPath } from '../../lib/admin-docs';
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
      "The member's feed, newest first: likes, matches, photo requests and unlocks, control centre notifications and announcements (none while news in-app is off; on its daily digest they come with the digest); `nextCursor` pages on (open during sign-up)",
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
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/notification-preferences`,
    tags,
    security,
    summary:
      'Notification preferences: per kind × channel (push, email, in-app) a frequency (instant, daily digest, off), quiet hours and the digest hour in Africa/Lagos, the sign-up reminder and "your picks are ready" switches (open during sign-up)',
    responses: {
      200: jsonResponse('Preferences', notificationPreferencesSchema),
      ...memberErrorResponses(401, 426),
    },
  });
  registry.registerPath({
    method: 'put',
    path: `${APP}/me/notification-preferences`,
    tags,
    security,
    summary: 'Replace the notification preferences (the whole grid); answers them as saved',
    request: jsonBody(notificationPreferencesSchema),
    responses: {
      200: jsonResponse('Saved', notificationPreferencesSchema),
      ...memberErrorResponses(400, 401, 415, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/devices/web-push/key`,
    tags,
    security,
    summary: "The server's VAPID public key for PushManager.subscribe; null when web push is not configured",
    responses: { 200: jsonResponse('Key', webPushKeySchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/devices/web-push`,
    tags,
    security,
    summary:
      "Register this browser's push subscription (PushSubscription.toJSON()); upsert on the endpoint, tied to this session; https push services only (20 an hour)",
    request: jsonBody(webPushSubscriptionSchema),
    responses: {
      200: jsonResponse('Saved', messageResponseSchema),
      ...memberErrorResponses(400, 401, 415, 426, 429),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/me/devices/web-push`,
    tags,
    security,
    summary: "Remove one of the member's browser subscriptions by its endpoint",
    request: jsonBody(webPushRemovalSchema),
    responses: { 200: jsonResponse('Removed', messageResponseSchema), ...memberErrorResponses(400, 401, 415, 426) },
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/members/{id}/notification-preferences',
    area: 'membersRead',
    summary:
      "A member's notification preferences, how many notices wait for their digest, how many browsers get web push",
    params: adminMemberParamsSchema,
    response: adminNotificationSummarySchema,
    errors: [400, 404],
  });
}
