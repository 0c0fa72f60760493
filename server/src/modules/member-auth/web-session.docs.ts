import { z } from 'zod';
import {
  messageResponseSchema,
  webRefreshAnswerSchema,
  webRefreshSchema,
  webSessionSchema,
  webSignInSchema,
  WEB_SESSION_COOKIE,
  WEB_SESSION_HEADER,
  WEB_SESSION_TURN_COOKIE,
  WEB_SESSION_TURN_PATH,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const WEB = '/api/v1/app/auth/web';
const tags = ['Member web: session'];
const header = { headers: z.object({ [WEB_SESSION_HEADER]: z.literal('1') }) };
const cookieNote = `The refresh token lives only in the \`${WEB_SESSION_COOKIE}\` cookie (HttpOnly, Secure outside plain-HTTP development, SameSite=Strict, Path=${WEB}). Every answer that sets or clears it does the same to \`${WEB_SESSION_TURN_COOKIE}\` (a random value the page may read, Path=${WEB_SESSION_TURN_PATH}), by which a page waits for an earlier page's unanswered refresh. Every call needs the \`${WEB_SESSION_HEADER}: 1\` header and a same-site Origin, else 403.`;

export function registerWebSessionDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${WEB}/session`,
    tags,
    security: [],
    operationId: 'memberWebSignIn',
    summary:
      'Sign in on the web with a code from POST /auth/otp/request: the access token in the body, the refresh token in a cookie',
    description: cookieNote,
    request: { ...jsonBody(webSignInSchema), ...header },
    responses: { 200: jsonResponse('Signed in', webSessionSchema), ...memberErrorResponses(400, 403, 426, 429) },
  });
  registry.registerPath({
    method: 'post',
    path: `${WEB}/refresh`,
    tags,
    security: [],
    operationId: 'memberWebRefresh',
    summary: "Rotate the cookie and get a new access token, with the landing screen's data when asked",
    description:
      `${cookieNote} The body is optional. \`landing: "app"\` adds \`landing.signup\` (as GET /me/signup answers it); ` +
      '`landing: "discover"` also adds `landing.discover` (GET /discover?limit=20) and `landing.picks` ' +
      '(GET /discover/picks) once sign-up is finished. A part the server cannot give is left out; the page then asks ' +
      'for it with the access token, as it would without the option. The answer is `no-store`.',
    request: {
      body: { content: { 'application/json': { schema: webRefreshSchema } }, required: false },
      ...header,
    },
    responses: {
      200: jsonResponse('New access token (and the landing data when asked)', webRefreshAnswerSchema),
      ...memberErrorResponses(400, 401, 403, 426, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${WEB}/logout`,
    tags,
    security: [],
    operationId: 'memberWebSignOut',
    summary: 'End the session the cookie names and clear the cookie',
    description: cookieNote,
    request: header,
    responses: { 200: jsonResponse('Signed out', messageResponseSchema), ...memberErrorResponses(403, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${WEB}/logout-everywhere`,
    tags,
    security: [{ memberToken: [] }],
    operationId: 'memberWebSignOutEverywhere',
    summary: 'End every session of the member, on the web and in the apps',
    description: cookieNote,
    request: header,
    responses: {
      200: jsonResponse('Signed out everywhere', messageResponseSchema),
      ...memberErrorResponses(401, 403, 426),
    },
  });
}
