import {
  adminLoginResponseSchema,
  adminLoginSchema,
  adminLogoutResponseSchema,
  adminRefreshResponseSchema,
  adminRefreshSchema,
} from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerAdminAuthDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: '/api/v1/admin/adminlogin',
    tags: ['Admin'],
    security: [],
    summary:
      'Sign in with email, password and access code (`passcode`); the access token is valid 15 minutes, the session up to 12 hours',
    description:
      "Missing fields: 'Please fill in all details'; malformed email: 'Invalid email address'. Any wrong combination, unknown email or disabled admin: 401 'Invalid login details'. Five failures per email, or twenty per address, in 15 minutes, then 429. The answer carries a `refreshToken` (single use, for POST /refresh) and `expiresAt`, the ISO time the access token expires.",
    request: jsonBody(adminLoginSchema),
    responses: { 200: jsonResponse('Signed in', adminLoginResponseSchema), ...errorResponses(400, 401, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v1/admin/refresh',
    tags: ['Admin'],
    security: [],
    summary: 'Renew the access token with the refresh token (no bearer token); the refresh token is replaced',
    description:
      "Answers a new access token, a new refresh token and `expiresAt`. The old refresh token stops working; using it again ends the whole session. An unknown, used, signed-out or expired (12 hours after sign-in) refresh token, or a disabled admin: 401 'Session Expired'.",
    request: jsonBody(adminRefreshSchema),
    responses: { 200: jsonResponse('Renewed', adminRefreshResponseSchema), ...errorResponses(400, 401) },
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/logout',
    area: 'dashboard',
    summary: 'Sign out: ends the session, so its access and refresh tokens answer 401 Session Expired at once',
    response: adminLogoutResponseSchema,
  });
}
