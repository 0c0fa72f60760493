import {
  chatPhotoDecisionResponseSchema,
  chatPhotoDecisionSchema,
  chatPhotoHoldsSchema,
  chatPhotoParamsSchema,
} from '@blynd/shared';
import { registerAdminPath } from '../../lib/admin-docs';
import { errorResponses, type DocsRegistry } from '../../lib/openapi';

/** Held chat photos (decision 0178): listed, opened (audited) and decided on the Verification screen. */
export function registerChatPhotoReviewDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/verification/chat-photos',
    area: 'verificationRead',
    summary: 'Photos sent in chat that the screening held for staff, oldest first',
    description:
      "Each item: the picture's admin path, the screening's reason and scores (with the picture it duplicates, if any), whether it was sent in a message, and the sender's basics (null once their account is deleted). The other member reads a held photo as `checking` and cannot open it. At most 100; decided items leave the list.",
    response: chatPhotoHoldsSchema,
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v1/admin/verification/chat-photos/{id}/image',
    tags: ['Admin'],
    summary: 'The picture of a chat photo the moderation queue names',
    description:
      'Needs the admin bearer token (verification read). Only a chat photo the screening held (a `chat-photo-hold` item of the moderation queue, open or closed) is readable; every opening is audit-logged (`chat-photo.read`) in the transaction that reads it. `Cache-Control: private, no-store`. 404 for any other attachment.',
    security: [{ adminToken: [] }],
    request: { params: chatPhotoParamsSchema },
    responses: {
      200: {
        description: 'The picture, as stored (a JPEG without metadata)',
        content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/verification/chat-photos/{id}/decision',
    area: 'verificationWrite',
    summary: 'Approve or remove a held chat photo',
    description:
      "Approve: the other member may now open it; both members' apps get the `attachment` frame. Reject (remove): names its reason; the picture's hash is kept, so the same picture sent again, in chat or as a profile photo, is a duplicate; the sender is told in the feed; one removed as `underage` is kept as evidence. Audited. A photo already decided answers 409, and so does the second of two staff deciding one photo at once.",
    params: chatPhotoParamsSchema,
    body: chatPhotoDecisionSchema,
    response: chatPhotoDecisionResponseSchema,
    errors: [400, 404, 409],
  });
}
