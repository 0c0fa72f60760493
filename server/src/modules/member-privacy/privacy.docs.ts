import {
  hiddenContactsInputSchema,
  hiddenContactsResponseSchema,
  incognitoInputSchema,
  privacyStateSchema,
  snoozeInputSchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const tags = ['Member app: privacy'];
const security = [{ memberToken: [] }];
const state = jsonResponse('The member’s privacy (as GET /me shows it under privacy)', privacyStateSchema);

export function registerPrivacyDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'put',
    path: `${APP}/me/snooze`,
    tags,
    security,
    summary: 'Snooze: out of discover for a while',
    description:
      'Exactly one of hours (1–2160), until (a time with its offset, in the future and within 90 days) or indefinitely: true. ' +
      'From this call on the member is out of other members’ discover, daily picks and likes received; matches stay and ' +
      'show snoozed: true. The snooze ends by itself at its time (no job: the rule compares with the time of each read), ' +
      'or early with DELETE /me/snooze. A new PUT replaces the snooze before. Needs a finished sign-up.',
    request: jsonBody(snoozeInputSchema),
    responses: { 200: state, ...memberErrorResponses(400, 401, 403, 426) },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/me/snooze`,
    tags,
    security,
    summary: 'End the snooze now (nothing when not snoozed)',
    responses: { 200: state, ...memberErrorResponses(401, 403, 426) },
  });
  registry.registerPath({
    method: 'put',
    path: `${APP}/me/incognito`,
    tags,
    security,
    summary: 'Incognito (Premium): seen in discover only by members you liked',
    description:
      'incognito: true needs Premium at the time of the call, else 403 with an error that names the upgrade; false works for ' +
      'everyone. While in force, discover, picks and likes received show the member only to members they liked; it is in ' +
      'force only while Premium lasts, so it ends with Premium (privacy.incognito then reads false).',
    request: jsonBody(incognitoInputSchema),
    responses: { 200: state, ...memberErrorResponses(400, 401, 403, 426) },
  });
  registry.registerPath({
    method: 'put',
    path: `${APP}/me/hidden-contacts`,
    tags,
    security,
    summary: 'Hide from these phone numbers (replaces the list)',
    description:
      'phones: up to 5,000 entries as a phone book writes them (0803…, +234 803…, 234803…, spaces, dashes); each is read as ' +
      'sign-in reads a number, and those that are not Nigerian mobile numbers (and the member’s own) are left out and ' +
      'counted in ignored. Only a keyed hash (HMAC-SHA256) of each number is kept, never the number (decision 0164). ' +
      'The member and whoever holds one of those numbers, now or when they sign up later, no longer see each other ' +
      'anywhere (discover, picks, likes, matches, chat, photos); neither is told. 10 lists per member per day (429).',
    request: jsonBody(hiddenContactsInputSchema),
    responses: {
      200: jsonResponse('Hidden; hiddenContacts counts the numbers kept', hiddenContactsResponseSchema),
      ...memberErrorResponses(400, 401, 403, 426, 429),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/me/hidden-contacts`,
    tags,
    security,
    summary: 'Hide from nobody: every hidden number goes',
    responses: { 200: state, ...memberErrorResponses(401, 403, 426) },
  });
}
