import {
  checkInInputSchema,
  checkInResponseSchema,
  createdDateSchema,
  dateIdParamsSchema,
  dateInputSchema,
  dateListSchema,
  DATE_RULES,
  messageResponseSchema,
} from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const TAGS = ['Member app: date safety'];
const security = [{ memberToken: [] }];

export function registerDateSafetyDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/dates`,
    tags: TAGS,
    security,
    summary: 'Plan a date with an active match and text a share link to a trusted contact',
    description:
      `\`at\` in the future and at most ${DATE_RULES.maxDaysAhead} days ahead; \`checkInAt\` ${DATE_RULES.minCheckInAfterMinutes} minutes ` +
      `to ${DATE_RULES.maxCheckInAfterHours} hours after \`at\`; \`contact.phone\` a Nigerian mobile number (stored canonical). ` +
      "The answer holds `shareUrl` (`/d/<token>`), shown only here: the server keeps the token's hash. At `checkInAt` the member " +
      `gets "Are you OK?" (feed, live, push with \`kind\` date-check-in); no answer in ${DATE_RULES.answerWithinMinutes} minutes texts ` +
      `the contact. ${DATE_RULES.perDay} plans a day (429), ${DATE_RULES.activeMax} open at once (409). A match that is not the ` +
      "caller's or has ended: 404. A text the provider refuses: 503, and no plan is kept.",
    request: jsonBody(dateInputSchema),
    responses: {
      201: jsonResponse('Planned, and the contact texted', createdDateSchema),
      ...memberErrorResponses(400, 401, 403, 404, 409, 415, 426, 429, 503),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/dates`,
    tags: TAGS,
    security,
    summary: "The caller's planned dates, not cancelled and not yet expired (a day after each date), soonest first",
    responses: { 200: jsonResponse('Planned dates', dateListSchema), ...memberErrorResponses(401, 403, 426) },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/dates/{id}`,
    tags: TAGS,
    security,
    summary:
      'Cancel a planned date: its check-in is called off, its place and contact deleted, its share page says cancelled',
    request: { params: dateIdParamsSchema },
    responses: {
      200: jsonResponse('Cancelled', messageResponseSchema),
      ...memberErrorResponses(400, 401, 403, 404, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/dates/{id}/check-in`,
    tags: TAGS,
    security,
    summary: 'Answer "Are you OK?": `ok`, or `help`, which texts the contact at once (once) and answers 112 to show',
    description: '`ok` before the check-in time answers 409; `help` is accepted at any time until the plan expires.',
    request: { params: dateIdParamsSchema, ...jsonBody(checkInInputSchema) },
    responses: {
      200: jsonResponse('Answered', checkInResponseSchema),
      ...memberErrorResponses(400, 401, 403, 404, 409, 415, 426),
    },
  });
}
