import {
  discoverCountQuerySchema,
  discoverCountResponseSchema,
  discoverPageSchema,
  discoverPicksSchema,
  discoverQuerySchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];
const tags = ['Member app: discover'];

export function registerDiscoverDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/discover`,
    tags,
    security,
    summary:
      'Bio cards to discover, a page at a time (`limit` 1–50, default 20; `nextCursor` pages on, null on the last page)',
    description:
      'Leaves out: the member, unfinished sign-ups, blocked or disabled accounts, blocks either way, members not discoverable, ' +
      "anyone the member liked, passed or matched (ended matches too), members outside the member's preferences and members whose " +
      'preferences exclude the member. Without preferences: the genders of interestedIn (everyone when empty) and no age bound. ' +
      "The order is the member's snapshot of the day: built on the first call of the day, it ranks candidates by compatibility " +
      '(values, interests and goal, both ways), a little lower for members already shown on many first pages today; ' +
      'nothing in the order, the cards or the scores depends on who liked the member. The cursor stays valid for that snapshot. ' +
      '`verified=true` lists verified members only (liveness passed and the first photo shows the verified face; decision 0146). ' +
      'Dealbreakers (preferences with dealbreaker true: distanceKm, religions, kids, languages, ages) filter both ways; the other preferences only rank (decision 0162). ' +
      'Distances are between area centres (decision 0161).',
    request: { query: discoverQuerySchema },
    responses: {
      200: jsonResponse('A page of bio cards', discoverPageSchema),
      ...memberErrorResponses(400, 401, 403, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/discover/count`,
    operationId: 'getDiscoverCount',
    tags,
    security,
    summary: 'How many members the current filters leave: what paging GET /discover to its end lists',
    description:
      'The same rules as GET /discover, dealbreakers both ways (decision 0162), own likes and passes applied; who liked the member plays no part. ' +
      '`verified=true` counts verified members only.',
    request: { query: discoverCountQuerySchema },
    responses: {
      200: jsonResponse('The count', discoverCountResponseSchema),
      ...memberErrorResponses(400, 401, 403, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/discover/picks`,
    operationId: 'getDiscoverPicks',
    tags,
    security,
    summary: "Up to 3 of the day's most compatible members (within the discover filter), for every member",
    responses: { 200: jsonResponse('Daily picks', discoverPicksSchema), ...memberErrorResponses(401, 403, 426) },
  });
}
