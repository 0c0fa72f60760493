import { confirmDetailsQuerySchema, confirmedDetailsSchema } from '@blynd/shared';
import { errorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerConfirmDetailsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/confirmdetails',
    tags: ['Public'],
    summary: 'Identify a member by phone (0XXXXXXXXXX) and date of birth (YYYY-MM-DD) before a purchase',
    description: 'Returns the member summary with the email masked and a payment token valid 30 minutes for this member only. Five wrong dates of birth per phone per hour, then 429.',
    request: { query: confirmDetailsQuerySchema },
    responses: { 200: jsonResponse('Confirmed details', confirmedDetailsSchema), ...errorResponses(400, 403, 404, 429) },
  });
}
