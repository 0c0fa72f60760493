import {
  signupBirthdaySchema,
  signupGenderSchema,
  signupNameSchema,
  signupStatusSchema,
  signupStepErrorSchema,
  signupTermsSchema,
} from '@blynd/shared';
import { errorResponse, memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const tags = ['Member app: sign-up'];
const security = [{ memberToken: [] }];
const status = jsonResponse('The sign-up level and the next screen', signupStatusSchema);

export function registerSignupDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/signup`,
    tags,
    security,
    summary: 'Where the member is in sign-up: authStep (1, 2, 4, 10, 11), the next screen, livenessVerified',
    description: 'An admin may set the level back (control centre editAuth); the next screen follows it.',
    responses: { 200: status, ...memberErrorResponses(401, 426) },
  });
  const step = (path: string, summary: string, body: Parameters<typeof jsonBody>[0], description: string) =>
    registry.registerPath({
      method: 'put',
      path: `${APP}/me/signup/${path}`,
      tags,
      security,
      summary,
      description,
      request: jsonBody(body),
      responses: {
        200: status,
        ...memberErrorResponses(400, 401, 426),
        ...errorResponse(
          409,
          signupStepErrorSchema,
          'Not at this step (an earlier one first, the birthday already fixed, or something still missing); `authStep` is the current level',
        ),
      },
    });
  step(
    'name',
    'Step 1: first and last name (1 → 2)',
    signupNameSchema,
    'May be corrected later without moving the level.',
  );
  step(
    'birthday',
    'Step 2: date of birth, YYYY-MM-DD (2 → 4)',
    signupBirthdaySchema,
    'Under 18 on the Lagos date: 400 "You must be 18 or older to use {product}". Fixed afterwards (409) unless an admin sets the level back to 2.',
  );
  step(
    'gender',
    'Step 4: gender and who the member is interested in (4 → 10)',
    signupGenderSchema,
    'Then the profile basics (PATCH /me), liveness and the terms.',
  );
  step(
    'terms',
    'Accept the terms (10 → 11): needs the profile basics and a server-verified liveness pass',
    signupTermsSchema,
    '409 names what is still missing.',
  );
}
