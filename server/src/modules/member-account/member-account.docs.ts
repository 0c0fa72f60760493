import {
  accountDeletionSchema,
  confirmationRequestSchema,
  confirmationResponseSchema,
  memberExportSchema,
  messageResponseSchema,
  phoneChangeResponseSchema,
  phoneChangeSchema,
  pushTokenSchema,
  supportMessageSchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];

export function registerMemberAccountDocs(registry: DocsRegistry) {
  const tags = ['Member app: devices, feed, account'];
  registry.registerPath({
    method: 'put',
    path: `${APP}/me/devices/push-token`,
    tags,
    security,
    summary:
      "Register this device's FCM token (upsert on the token; tied to this session, so logout removes it; a token seen for another member moves)",
    request: jsonBody(pushTokenSchema),
    responses: { 200: jsonResponse('Saved', messageResponseSchema), ...memberErrorResponses(400, 401, 415, 426) },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/me/devices/push-token`,
    tags,
    security,
    summary: "Forget this session's push token",
    responses: { 200: jsonResponse('Removed', messageResponseSchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/support`,
    tags,
    security,
    summary: "Write to support: lands in the control centre's inbox, linked to the member (10 an hour)",
    request: jsonBody(supportMessageSchema),
    responses: { 201: jsonResponse('Filed', messageResponseSchema), ...memberErrorResponses(400, 401, 415, 426, 429) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/export`,
    tags,
    security,
    summary:
      'Everything stored about the member, as JSON (NDPA 2023 access right; photo bytes through GET /photos/{id})',
    responses: { 200: jsonResponse('Export', memberExportSchema), ...memberErrorResponses(401, 426, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/confirmations`,
    tags,
    security,
    operationId: 'requestConfirmationCode',
    summary:
      'Send a code for one sensitive change (delete-account, change-gender after sign-up, change-phone: the code goes to the new phone)',
    description:
      'Step 1 of a sensitive change. The code (6 digits, 10 minutes, 5 tries; a new request retires the previous code for that action) is then sent ' +
      'with the change itself as `confirmationCode`: `DELETE /me` {confirmationCode}, `PUT /me/signup/gender` {gender, interestedIn, confirmationCode}, ' +
      '`PUT /me/phone` {phone, confirmationCode}. Needed whatever the age of the session. 5 codes an hour per member.',
    request: jsonBody(confirmationRequestSchema),
    responses: {
      201: jsonResponse('Code sent', confirmationResponseSchema),
      ...memberErrorResponses(400, 401, 415, 426, 429, 502),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/me`,
    tags,
    security,
    operationId: 'deleteAccount',
    summary: 'Delete the account with a code from POST /me/confirmations {action: delete-account}',
    description:
      'Deletes profile, photos and their files, sessions, devices, feed and own blocks; payments stay for accounting without the member identity. ' +
      "Blocks and reports made against the member and the control centre's decisions are kept under an HMAC of the phone and apply again to a new " +
      'account on that phone. 403 without a code; 400 for a wrong (5 tries), expired or replaced one.',
    request: jsonBody(accountDeletionSchema),
    responses: {
      200: jsonResponse('Deleted', messageResponseSchema),
      ...memberErrorResponses(400, 401, 403, 415, 426, 429),
    },
  });
  registry.registerPath({
    method: 'put',
    path: `${APP}/me/phone`,
    tags,
    security,
    operationId: 'changePhone',
    summary:
      'Move the account to a new phone: a code sent to the new number (POST /me/confirmations {action: change-phone, phone}) and a sign-in within 15 minutes',
    request: jsonBody(phoneChangeSchema),
    responses: {
      200: jsonResponse('Changed', phoneChangeResponseSchema),
      ...memberErrorResponses(400, 401, 403, 409, 415, 426, 429),
    },
  });
}
