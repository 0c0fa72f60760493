import { plansResponseSchema } from '@blynd/shared';
import { jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerPlansDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/plans',
    tags: ['Public'],
    security: [],
    summary: 'Plans (whole naira prices per cycle) and the verification badge offers',
    responses: { 200: jsonResponse('Plans and badges', plansResponseSchema) },
  });
}
