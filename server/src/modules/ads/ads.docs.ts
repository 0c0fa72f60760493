import { adSlotSetSchema, spotReservationSchema } from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerAdsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/ads',
    tags: ['Public'],
    security: [],
    summary: 'The ad slot set. `available: true` means an ad is live, so the slot is not bookable',
    responses: { 200: jsonResponse('Ad slot set', adSlotSetSchema) },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v1/public/reserveSpot',
    tags: ['Public'],
    security: [],
    summary: 'Ask the ads team to reserve a slot (5 per IP per 10 minutes)',
    request: jsonBody(spotReservationSchema),
    responses: { 201: jsonResponse('Stored; `message` is the success text'), ...errorResponses(400, 413, 415, 429) },
  });
}
