import {
  memberTokensSchema,
  messageResponseSchema,
  otpRequestResponseSchema,
  otpRequestSchema,
  otpVerifyResponseSchema,
  otpVerifySchema,
  refreshTokenSchema,
  sandboxSmsQuerySchema,
  sandboxSmsResponseSchema,
} from '@blynd/shared';
import { bearerAuth, memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';

export function registerMemberAuthDocs(registry: DocsRegistry, options: { smsSandbox: boolean }) {
  bearerAuth(registry, 'memberToken');
  registry.registerPath({
    method: 'post',
    path: `${APP}/auth/otp/request`,
    tags: ['Member app: sign-in'],
    security: [],
    summary: 'Send a 6-digit sign-in code by SMS to a Nigerian phone (0XXXXXXXXXX or 234XXXXXXXXXX)',
    description:
      'Answers the same for known and unknown numbers. The code expires after 10 minutes; a new request replaces the previous code. Limits: 60 s between codes to a phone, 5 per phone per hour, 20 per IP per hour, then 429 with Retry-After.',
    request: jsonBody(otpRequestSchema),
    responses: {
      200: jsonResponse('Code sent', otpRequestResponseSchema),
      ...memberErrorResponses(400, 426, 429, 502),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/auth/otp/verify`,
    tags: ['Member app: sign-in'],
    security: [],
    summary:
      'Exchange the code for an access token (15 minutes) and a refresh token; a new phone becomes a member at sign-up step 1',
    description: 'Five wrong codes end the challenge. A blocked or disabled member gets 403 and no token.',
    request: jsonBody(otpVerifySchema),
    responses: { 200: jsonResponse('Signed in', otpVerifyResponseSchema), ...memberErrorResponses(400, 403, 426, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/auth/refresh`,
    tags: ['Member app: sign-in'],
    security: [],
    summary: 'Rotate the refresh token and get a new access token',
    description:
      'The presented refresh token stops working. Presenting an already rotated token ends the whole session (401).',
    request: jsonBody(refreshTokenSchema),
    responses: { 200: jsonResponse('New tokens', memberTokensSchema), ...memberErrorResponses(400, 401, 426, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/auth/logout`,
    tags: ['Member app: sign-in'],
    summary: 'End this device session and forget its push token',
    security: [{ memberToken: [] }],
    responses: { 200: jsonResponse('Signed out', messageResponseSchema), ...memberErrorResponses(401, 426) },
  });
  if (options.smsSandbox) {
    registry.registerPath({
      method: 'get',
      path: `${APP}/sandbox/sms/latest`,
      tags: ['Member app: sandbox'],
      security: [],
      summary:
        'The latest code the SMS sandbox "sent" to a phone (exists only while the SMS sandbox is active, never in production)',
      request: { query: sandboxSmsQuerySchema },
      responses: {
        200: jsonResponse('Latest sandbox message', sandboxSmsResponseSchema),
        ...memberErrorResponses(400, 404, 426),
      },
    });
  }
}
