import {
  blockInputSchema,
  blockListSchema,
  blockResponseSchema,
  blocksQuerySchema,
  memberPathParamsSchema,
  messageResponseSchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];
const tags = ['Member app: blocks and reports'];

export function registerBlocksDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/blocks`,
    tags,
    security,
    summary:
      'Block a member: in one transaction the match ends, pending photo requests and likes both ways are deleted; each is then hidden from the other everywhere (404). Silent; idempotent',
    request: jsonBody(blockInputSchema),
    responses: {
      200: jsonResponse('Blocked', blockResponseSchema),
      ...memberErrorResponses(400, 401, 403, 404, 415, 426),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/blocks/{memberId}`,
    tags,
    security,
    summary:
      "Remove the caller's block (the ended match and deleted likes stay gone; a block by the other member stays)",
    request: { params: memberPathParamsSchema },
    responses: { 200: jsonResponse('Unblocked', messageResponseSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/blocks`,
    tags,
    security,
    summary: 'Members the caller blocked, newest first: id, first name, blyndmoji and when (50 a page)',
    request: { query: blocksQuerySchema },
    responses: { 200: jsonResponse('Blocked members', blockListSchema), ...memberErrorResponses(400, 401, 403, 426) },
  });
}
