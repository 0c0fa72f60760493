import { adminLoginResponseSchema, adminLoginSchema } from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerAdminAuthDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: '/api/v1/admin/adminlogin',
    tags: ['Admin'],
    summary: 'Sign in with email, password and access code (`passcode`); the token is valid 12 hours',
    description:
      "Missing fields: 'Please fill in all details'; malformed email: 'Invalid email address'. Any wrong combination, unknown email or disabled admin: 401 'Invalid login details'. Five failures per email in 15 minutes, then 429.",
    request: jsonBody(adminLoginSchema),
    responses: { 200: jsonResponse('Signed in', adminLoginResponseSchema), ...errorResponses(400, 401, 429) },
  });
}
