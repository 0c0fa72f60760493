import { blyndmojisResponseSchema, interestsResponseSchema, mePatchSchema, meResponseSchema } from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const tags = ['Member app: profile'];
const security = [{ memberToken: [] }];

export function registerMeDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/me`,
    tags,
    security,
    summary: 'The member’s own profile: premium state, earning status and verification, settings, own photos',
    description:
      'photos lists every own photo, whatever its status, each with its screening as GET /me/photos gives it: status (checking | approved | held | rejected), reason on held and rejected photos, faceMatch once screened, appealedAt after the one appeal; and flagged, createdAt. Only the owner reads these; others are shown approved photos alone.',
    responses: { 200: jsonResponse('Own profile', meResponseSchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'patch',
    path: `${APP}/me`,
    tags,
    security,
    summary: 'Update profile basics and settings (the sign-up profile step uses it too)',
    description:
      'bio ≤ 500; interests 3–10 from GET /interests; avatar from GET /blyndmojis; state; region; income in whole naira ≥ 50,000 a year sets earningStatus (Upstart 50k–750k, Citizen 750k–2.5M, Investor 2.5M–5M, Elite above); photosPublic; discoverable; preferences { genders, ageMin, ageMax }. ' +
      'A new bio or prompt answer is read by the text detectors (decision 0150): contact details (phone numbers, handles, links, moves to another app) are refused with 400; other findings are kept for staff.',
    request: jsonBody(mePatchSchema),
    responses: { 200: jsonResponse('Updated profile', meResponseSchema), ...memberErrorResponses(400, 401, 409, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/interests`,
    tags,
    security,
    summary: 'The interests a member picks from',
    responses: { 200: jsonResponse('Interests', interestsResponseSchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/blyndmojis`,
    tags,
    security,
    summary: 'The blyndmoji avatars a member picks from (paths of images served by this server)',
    responses: { 200: jsonResponse('Blyndmojis', blyndmojisResponseSchema), ...memberErrorResponses(401, 426) },
  });
}
