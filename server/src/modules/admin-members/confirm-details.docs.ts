import { confirmDetailsQuerySchema, confirmedDetailsSchema } from '@blynd/shared';
import { errorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerConfirmDetailsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/confirmdetails',
    tags: ['Public'],
    security: [],
    summary: 'Identify a member by phone (0XXXXXXXXXX) and date of birth (YYYY-MM-DD) before a purchase',
    description:
      "Returns the member summary with the email masked and a payment token valid 30 minutes for this member only. A wrong date of birth and a phone of no member get the same 400 'Wrong date of birth, check your profile on the {product} app for this information'. Five such answers per phone per hour, or 60 look-ups per address in 10 minutes, then 429.",
    request: { query: confirmDetailsQuerySchema },
    responses: { 200: jsonResponse('Confirmed details', confirmedDetailsSchema), ...errorResponses(400, 403, 429) },
  });
}
