import {
  livenessSelfieResponseSchema,
  livenessResultSchema,
  livenessSessionParamsSchema,
  livenessSessionResponseSchema,
  messageResponseSchema,
  sandboxLivenessDecisionSchema,
} from '@blynd/shared';
import { z } from 'zod';
import { fileUploadBody, memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
/** The selfie path relative to the /api mount, where the JSON body parser lets multipart through. */
export const LIVENESS_SELFIE_UPLOAD_PATH = '/v1/app/me/liveness/selfie';
const tags = ['Member app: liveness'];

export function registerLivenessDocs(registry: DocsRegistry, options: { sandbox: boolean }) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/liveness/sessions`,
    tags,
    security: [{ memberToken: [] }],
    summary: 'Start a face liveness session for the provider SDK in the app',
    description:
      'Needs the biometric consent first (PUT /me/signup/biometric-consent; 409 otherwise). After sign-up, a new session is a re-verification: its pass replaces the verified face, clears the reason it was asked and screens the photos again.',
    responses: {
      201: jsonResponse('Session started', livenessSessionResponseSchema),
      ...memberErrorResponses(401, 409, 426, 429, 502),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/liveness/selfie`,
    tags,
    security: [{ memberToken: [] }],
    summary:
      'Sandbox liveness only: the selfie of the face check (multipart field `photo`), sent before completing the open session',
    description:
      'With the sandbox liveness (the embedded default) this step is a **selfie check, not a liveness check**: nothing proves the picture was taken live. The selfie gives the verified face (template and age, decisions 0140, 0141); it is never shown to other members and its image is kept only while staff may need it (decision 0148). 422 asks for another picture (no face, several faces, unreadable). `verdict: review` means the estimated age sends the account to staff review once the session completes. 409 without an open session, or when the liveness provider takes its own reference image (Rekognition).',
    request: fileUploadBody('photo'),
    responses: {
      200: jsonResponse('The selfie was read', livenessSelfieResponseSchema),
      ...memberErrorResponses(400, 401, 409, 413, 415, 422, 426, 429),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/liveness/sessions/{id}/complete`,
    tags,
    security: [{ memberToken: [] }],
    summary:
      'After the SDK run: the server fetches the result from the provider and records it; only a pass sets livenessVerified',
    description:
      '409 while the provider has no result yet or when the session expired; 404 for a session of another member.',
    request: { params: livenessSessionParamsSchema },
    responses: {
      200: jsonResponse('The recorded result', livenessResultSchema),
      ...memberErrorResponses(401, 404, 409, 426, 502),
    },
  });
  if (options.sandbox) {
    registry.registerPath({
      method: 'post',
      path: `${APP}/sandbox/liveness/{sessionId}`,
      tags: ['Member app: sandbox'],
      security: [],
      summary:
        'Decide what a sandbox liveness session reports (sandbox only, never in production; default pass, confidence 0.99)',
      request: { params: z.object({ sessionId: z.string() }), ...jsonBody(sandboxLivenessDecisionSchema) },
      responses: {
        200: jsonResponse('Decision stored', messageResponseSchema),
        ...memberErrorResponses(400, 404, 426),
      },
    });
  }
}
