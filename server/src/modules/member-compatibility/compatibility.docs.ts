import { cataloguesResponseSchema, matchIdParamsSchema, startersResponseSchema } from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];

export function registerCompatibilityDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/catalogues`,
    operationId: 'getCompatibilityCatalogues',
    tags: ['Member app: profile'],
    security,
    summary:
      'The relationship goals, values and prompts a member picks from (PATCH /me relationshipGoal, values, prompts); needs a finished sign-up',
    responses: { 200: jsonResponse('Catalogues', cataloguesResponseSchema), ...memberErrorResponses(401, 403, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/signup/catalogues`,
    operationId: 'getSignupCatalogues',
    tags: ['Member app: profile'],
    security,
    summary:
      'The same catalogues during sign-up, for its optional compatibility screen (GET /catalogues needs a finished sign-up)',
    responses: { 200: jsonResponse('Catalogues', cataloguesResponseSchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/matches/{id}/starters`,
    operationId: 'getMatchStarters',
    tags: ['Member app: matches and photo unlock'],
    security,
    summary:
      "Up to 3 openers written from what the two share (interests, values, goal) and the other's prompt answers; generic only when nothing is shared. 404 for a match that is not the member's, has ended, or whose partner the member may no longer see",
    request: { params: matchIdParamsSchema },
    responses: {
      200: jsonResponse('Conversation starters', startersResponseSchema),
      ...memberErrorResponses(401, 403, 404, 426),
    },
  });
}
