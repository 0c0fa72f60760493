import {
  biometricConsentSchema,
  biometricConsentTextSchema,
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
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/signup/biometric-consent`,
    tags,
    security,
    summary: 'The biometric consent text the apps show word for word, its version, and when this member accepted it',
    description:
      'What is kept (a pass/fail verdict and a face template used only for matching, deleted with the account; the face image only while staff review it) and for how long (decision 0148).',
    responses: { 200: jsonResponse('The consent text', biometricConsentTextSchema), ...memberErrorResponses(401, 426) },
  });
  step(
    'biometric-consent',
    'Agree to the face check (level 10, before liveness): records the version of the text and the time',
    biometricConsentSchema,
    'Only `{accepted: true}` (400 otherwise). Needed before POST /me/liveness/sessions and before the terms (409). After the profile basics.',
  );
  step(
    'terms',
    'Accept the terms (10 → 11): needs the profile basics, the biometric consent and a server-verified face check',
    signupTermsSchema,
    '409 names what is still missing; while staff review the face check (an underage estimate), "Your face check is being reviewed…".',
  );
}
