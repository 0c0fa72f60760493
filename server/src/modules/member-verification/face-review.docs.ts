import {
  faceDecisionResponseSchema,
  faceDecisionSchema,
  verificationFacesSchema,
  verificationMemberParamsSchema,
} from '@blynd/shared';
import { registerAdminPath } from '../../lib/admin-docs';
import { errorResponses, type DocsRegistry } from '../../lib/openapi';

export function registerFaceReviewDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/verification/faces',
    area: 'verificationRead',
    summary: 'Accounts held for an age review (the verified face estimated under 18 with the margin), oldest first',
    response: verificationFacesSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/verification/faces/{memberId}/decision',
    area: 'verificationWrite',
    summary: 'Decide an age review: approve lets sign-up finish, reject keeps it from finishing',
    description:
      'Audited; the member is told in the feed. The face image is deleted once no review needs it. 409 once decided, also for the second of two staff deciding at once.',
    params: verificationMemberParamsSchema,
    body: faceDecisionSchema,
    response: faceDecisionResponseSchema,
    errors: [400, 404, 409],
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v1/admin/verification/faces/{memberId}/image',
    tags: ['Admin'],
    summary: 'The verified face image, while a review keeps it',
    description:
      'Needs the admin bearer token (verification read); every look is audited. 404 "No image kept" once the review is settled or when none was stored. `Cache-Control: private, no-store`.',
    security: [{ adminToken: [] }],
    request: { params: verificationMemberParamsSchema },
    responses: {
      200: {
        description: 'The face image',
        content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });
}
