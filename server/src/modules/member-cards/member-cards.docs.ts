import { memberCardSchema, memberPathParamsSchema } from '@blynd/shared';
import { jsonResponse, memberErrorResponses, type DocsRegistry } from '../../lib/openapi';

export function registerMemberCardsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/app/members/{memberId}',
    tags: ['Member app: discover'],
    security: [{ memberToken: [] }],
    summary: "One member's card as the caller sees it (photo ids only when the caller may see the photos)",
    description:
      'A member the caller may not see (unfinished sign-up, blocked or disabled, a block either way) answers 404 exactly like an unknown id.',
    request: { params: memberPathParamsSchema },
    responses: { 200: jsonResponse('The card', memberCardSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
}
