import { memberPathParamsSchema, messageResponseSchema, passResponseSchema } from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];
// Passes hide a member from discover, so they are documented with it.
const tags = ['Member app: discover'];

export function registerPassesDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/discover/{memberId}/pass`,
    tags,
    security,
    summary: 'Pass on a member: they leave discover. Idempotent; 404 for a member the caller cannot see',
    request: { params: memberPathParamsSchema },
    responses: { 200: jsonResponse('Passed', passResponseSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/passes/{memberId}`,
    tags,
    security,
    summary:
      "Undo the member's latest pass (only the newest pass; 409 when a newer one exists, 404 when there is none)",
    request: { params: memberPathParamsSchema },
    responses: { 200: jsonResponse('Undone', messageResponseSchema), ...memberErrorResponses(401, 403, 404, 409, 426) },
  });
}
