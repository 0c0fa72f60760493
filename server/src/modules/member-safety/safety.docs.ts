import { dailyLimitErrorSchema, reportInputSchema, reportResponseSchema } from '@blynd/shared';
import { memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
const security = [{ memberToken: [] }];
const tags = ['Member app: blocks and reports'];

export function registerSafetyDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/reports`,
    tags,
    security,
    summary:
      "Report a member, one of their photos or a message: lands in the control centre's reports; the reported member is never told",
    description:
      "`reasonCode` is one of the fixed reasons (an unknown one is 400; none means `other`, as older apps send); `reason` is the member's own words. " +
      '`alsoBlock` (default true) blocks the member in the same transaction. A photo report needs a `photoId` of that member, a message report ' +
      'the `messageId` (the server copies it and up to 10 messages before it). A past match from `GET /matches/past` is reported with ' +
      '`kind: "message"` and its `matchId` (memberId optional): the report copies that match\'s kept messages; someone else\'s or an expired ' +
      'one is 404. 20 reports per member per Lagos day; the 21st answers 429 `{ error, resetsAt }` and changes nothing.',
    request: jsonBody(reportInputSchema),
    responses: {
      201: jsonResponse('Filed', reportResponseSchema),
      ...memberErrorResponses(400, 401, 403, 404, 415, 426),
      429: jsonResponse('The daily report allowance is spent', dailyLimitErrorSchema),
    },
  });
}
