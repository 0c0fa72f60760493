import { contactMessageSchema } from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerContactDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: '/api/v1/public/sendmessage',
    tags: ['Public'],
    security: [],
    summary: 'Send a message to support (5 per IP per 10 minutes)',
    request: jsonBody(contactMessageSchema),
    responses: { 201: jsonResponse('Stored; `message` is the success text'), ...errorResponses(400, 413, 415, 429) },
  });
}
