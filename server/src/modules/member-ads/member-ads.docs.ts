import { adSlotParamsSchema, adVisitResponseSchema, memberAdsResponseSchema } from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];
const tags = ['Member app: ads'];

export function registerMemberAdsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/ads`,
    tags,
    security,
    summary:
      'Ads to show a Free member: each slot with a live ad in the active set (key, image, link); `{ items: [] }` for Premium',
    responses: { 200: jsonResponse('Ads', memberAdsResponseSchema), ...memberErrorResponses(401, 403, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/ads/{slot}/visit`,
    tags,
    security,
    summary:
      "Count a visit on a slot's ad (the control centre's Ads screen shows visits); at most one counted per member, slot and minute",
    request: { params: adSlotParamsSchema },
    responses: { 200: jsonResponse('Visit', adVisitResponseSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
}
