import {
  photoDecisionResponseSchema,
  photoDecisionSchema,
  verificationPhotoParamsSchema,
  verificationPhotosSchema,
} from '@blynd/shared';
import { registerAdminPath } from '../../lib/admin-docs';
import type { DocsRegistry } from '../../lib/openapi';

export function registerPhotoReviewDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/verification/photos',
    area: 'verificationRead',
    summary: 'Held photos and rejected photos with an open appeal, oldest first, with the evidence',
    description:
      "Each item: the photo's admin path, the screening's reason, face match and scores, the member's basics and the verified face (status, estimated age, and the face image's path while a review keeps it; `imageUrl` null: no image kept). At most 100; decided items leave the list.",
    response: verificationPhotosSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/verification/photos/{id}/decision',
    area: 'verificationWrite',
    summary: 'Approve or reject a held or appealed photo (reject also removes an approved one)',
    description:
      "A rejection names its reason and records the picture's hash, so the same picture uploaded again is held as a duplicate. Audited; the member is told in the feed. An appeal is decided once: a photo already decided answers 409, and so does the second of two staff deciding one photo at once.",
    params: verificationPhotoParamsSchema,
    body: photoDecisionSchema,
    response: photoDecisionResponseSchema,
    errors: [400, 404, 409],
  });
}
