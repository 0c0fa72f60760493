import {
  incomingPhotoRequestListSchema,
  matchIdParamsSchema,
  matchItemSchema,
  matchListSchema,
  messageResponseSchema,
  pastMatchesQuerySchema,
  pastMatchListSchema,
  photoRequestAnswerSchema,
  photoRequestCreatedSchema,
  photoRequestIdParamsSchema,
  socialListQuerySchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const TAGS = ['Member app: matches and photo unlock'];
const security = [{ memberToken: [] }];

export function registerMemberMatchesDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/matches`,
    tags: TAGS,
    security,
    summary:
      "Active matches, newest first, each with the partner's card and the photo exchange as the caller sees it (`nextCursor` pages on)",
    description: 'A silently declined request still reads `pending` to its asker until it expires (7 days).',
    request: { query: socialListQuerySchema },
    responses: { 200: jsonResponse('Matches page', matchListSchema), ...memberErrorResponses(400, 401, 403, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/matches/past`,
    tags: TAGS,
    security,
    summary:
      'Matches that ended in the last 30 days (unmatch, block, a deleted account), newest first: first name, blyndmoji and when, as they were at the end',
    description:
      'Each can be reported with `POST /reports {kind: "message", matchId, reasonCode, reason}`: the report copies the match\'s last 50 ' +
      'messages, kept for 30 days after the end and readable only that way. How the match ended is not shown.',
    request: { query: pastMatchesQuerySchema },
    responses: {
      200: jsonResponse('Past matches page', pastMatchListSchema),
      ...memberErrorResponses(400, 401, 403, 426),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/matches/{id}`,
    tags: TAGS,
    security,
    summary:
      "One active match, as in the matches list: the partner's card and the photo exchange as the caller sees it",
    description:
      'Unknown, someone else’s, ended (unmatch, block) or with a partner the caller may no longer see: 404, all alike.',
    request: { params: matchIdParamsSchema },
    responses: { 200: jsonResponse('The match', matchItemSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/matches/{id}`,
    tags: TAGS,
    security,
    summary:
      "Unmatch, silently: nobody is notified and both lose each other's photos at once; the pair cannot match again",
    request: { params: matchIdParamsSchema },
    responses: { 200: jsonResponse('Unmatched', messageResponseSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/matches/{id}/photo-request`,
    tags: TAGS,
    security,
    summary:
      "Ask the match to exchange photos (201, the partner is notified); asking again while one's own request is open answers it again (200, nobody notified)",
    request: { params: matchIdParamsSchema },
    responses: {
      200: jsonResponse('The open request, again', photoRequestCreatedSchema),
      201: jsonResponse('Asked', photoRequestCreatedSchema),
      ...memberErrorResponses(401, 403, 404, 409, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/matches/{id}/photos/revoke`,
    tags: TAGS,
    security,
    summary:
      "Hide one's own photos from this match again (the partner's stay visible to the caller); a new accepted request shares them again",
    request: { params: matchIdParamsSchema },
    responses: { 200: jsonResponse('Hidden', messageResponseSchema), ...memberErrorResponses(401, 403, 404, 409, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/photo-requests/incoming`,
    tags: TAGS,
    security,
    summary: 'Open photo requests to the caller (pending, not expired), newest first',
    request: { query: socialListQuerySchema },
    responses: {
      200: jsonResponse('Requests page', incomingPhotoRequestListSchema),
      ...memberErrorResponses(400, 401, 403, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/photo-requests/{id}/accept`,
    tags: TAGS,
    security,
    summary: 'Accept: photos unlock both ways and both are notified (accepting again changes nothing)',
    request: { params: photoRequestIdParamsSchema },
    responses: {
      200: jsonResponse('Unlocked', photoRequestAnswerSchema),
      ...memberErrorResponses(401, 403, 404, 409, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/photo-requests/{id}/decline`,
    tags: TAGS,
    security,
    summary: 'Decline, silently: nobody is notified and the asker keeps seeing `pending` until the request expires',
    request: { params: photoRequestIdParamsSchema },
    responses: {
      200: jsonResponse('Declined', photoRequestAnswerSchema),
      ...memberErrorResponses(401, 403, 404, 409, 426),
    },
  });
}
