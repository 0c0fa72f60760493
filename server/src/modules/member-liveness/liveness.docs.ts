import {
  livenessResultSchema,
  livenessSessionParamsSchema,
  livenessSessionResponseSchema,
  messageResponseSchema,
  sandboxLivenessDecisionSchema,
} from '@blynd/shared';
import { z } from 'zod';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const tags = ['Member app: liveness'];

export function registerLivenessDocs(registry: DocsRegistry, options: { sandbox: boolean }) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/liveness/sessions`,
    tags,
    security: [{ memberToken: [] }],
    summary: 'Start a face liveness session for the provider SDK in the app',
    responses: {
      201: jsonResponse('Session started', livenessSessionResponseSchema),
      ...memberErrorResponses(401, 426, 429, 502),
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
