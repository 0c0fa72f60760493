import {
  dailyLimitErrorSchema,
  likeResponseSchema,
  likesReceivedSchema,
  likesSentSchema,
  likeWithdrawnSchema,
  memberPathParamsSchema,
  socialListQuerySchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const TAGS = ['Member app: likes'];
const security = [{ memberToken: [] }];

export function registerMemberLikesDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/likes/{memberId}`,
    tags: TAGS,
    security,
    summary: 'Like a member from the bio; a mutual like makes exactly one match and notifies both (feed and push)',
    description:
      'Idempotent: a repeated like answers the same and notifies nobody again. 100 new likes per member per Lagos day (429 with `resetsAt`, before anything is written; a withdraw does not give one back). ' +
      'An unknown or hidden member is 404; oneself 400; a member one matched (or unmatched) 409.',
    request: { params: memberPathParamsSchema },
    responses: {
      200: jsonResponse('Liked', likeResponseSchema),
      429: jsonResponse('No likes left today', dailyLimitErrorSchema),
      ...memberErrorResponses(400, 401, 403, 404, 409, 426),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/likes/{memberId}`,
    tags: TAGS,
    security,
    summary: 'Withdraw a like nobody answered (a like answered by a match is 409: unmatch instead)',
    request: { params: memberPathParamsSchema },
    responses: {
      200: jsonResponse('Withdrawn', likeWithdrawnSchema),
      ...memberErrorResponses(401, 403, 404, 409, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/likes/received`,
    tags: TAGS,
    security,
    summary:
      'Who liked the caller and is not yet matched, passed or blocked: cards for Premium (newest first), only `count` with `premiumRequired` for Free',
    request: { query: socialListQuerySchema },
    responses: {
      200: jsonResponse('Likes received', likesReceivedSchema),
      ...memberErrorResponses(400, 401, 403, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/likes/sent`,
    tags: TAGS,
    security,
    summary: "The caller's likes not yet answered by a match, newest first",
    request: { query: socialListQuerySchema },
    responses: { 200: jsonResponse('Likes sent', likesSentSchema), ...memberErrorResponses(400, 401, 403, 426) },
  });
}
