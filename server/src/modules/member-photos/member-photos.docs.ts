import {
  memberPhotoListSchema,
  memberPhotoSchema,
  messageResponseSchema,
  photoBytesQuerySchema,
  photoIdParamsSchema,
  photoAppealResponseSchema,
  photoOrderSchema,
} from '@blynd/shared';
import { z } from 'zod';
import { fileUploadBody, memberErrorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
/** The upload path relative to the /api mount, where the JSON body parser lets multipart through. */
export const MEMBER_PHOTO_UPLOAD_PATH = '/v1/app/me/photos';

const TAGS = ['Member app: photos'];
const security = [{ memberToken: [] }];

export function registerMemberPhotosDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/photos`,
    tags: TAGS,
    summary:
      'Upload a photo (multipart field `photo`; JPEG, PNG or WebP decided from the bytes; at most 10 MB and 6 photos)',
    description:
      'The server rotates it upright, removes every metadata field (GPS included), stores a 1280-px and a 320-px JPEG and answers a BlurHash placeholder. Works before sign-up is finished. The photo answers `status: "checking"`: a background job screens it (nudity, violence, no face or several faces on the first photo, not the verified face, underage, duplicate, unreadable) and sets `approved`, `held` (waits for staff) or `rejected` with a `reason`; the owner sees the verdict in GET /me/photos and as a `photo` frame on the live channel. Only approved photos reach anyone else.',
    security,
    request: fileUploadBody('photo'),
    responses: {
      201: jsonResponse('Photo stored', memberPhotoSchema),
      ...memberErrorResponses(400, 401, 409, 413, 415, 426, 429),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/me/photos`,
    tags: TAGS,
    summary: "The member's own photos in display order, each with its screening status, reason and face match",
    security,
    responses: { 200: jsonResponse('Own photos', memberPhotoListSchema), ...memberErrorResponses(401, 426) },
  });
  registry.registerPath({
    method: 'patch',
    path: `${APP}/me/photos/order`,
    tags: TAGS,
    summary: 'Set the display order: every own photo id exactly once, first shown first',
    description:
      'The first photo must show the member’s face alone: a screened photo with no face or several faces cannot be put first (400). A photo refused only for being first (no face, several faces) that is no longer first is screened again.',
    security,
    request: jsonBody(photoOrderSchema),
    responses: {
      200: jsonResponse('New order', memberPhotoListSchema.extend({ message: z.string() })),
      ...memberErrorResponses(400, 401, 426),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/me/photos/{id}/appeal`,
    tags: TAGS,
    summary: 'Appeal the rejection of an own photo: once a photo; staff look at it again in the control centre',
    description:
      'Only a rejected photo can be appealed (409 otherwise, and on a second appeal); a photo that is not the caller’s answers 404.',
    security,
    request: { params: photoIdParamsSchema },
    responses: {
      200: jsonResponse('Appeal recorded', photoAppealResponseSchema),
      ...memberErrorResponses(401, 404, 409, 426),
    },
  });
  registry.registerPath({
    method: 'delete',
    path: `${APP}/me/photos/{id}`,
    tags: TAGS,
    summary: 'Delete an own photo and its files',
    security,
    request: { params: photoIdParamsSchema },
    responses: { 200: jsonResponse('Deleted', messageResponseSchema), ...memberErrorResponses(401, 404, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/photos/{id}`,
    tags: TAGS,
    summary: 'Photo bytes (image/jpeg), checked against the visibility rule on every request',
    description:
      'A photo the caller may not see answers 404 exactly like one that does not exist. Open during sign-up, but then only for the member’s own photos (anyone else’s are 404 until sign-up is finished). Always `Cache-Control: private, no-store`.',
    security,
    request: { params: photoIdParamsSchema, query: photoBytesQuerySchema },
    responses: {
      200: { description: 'The photo', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
      ...memberErrorResponses(400, 401, 404, 426),
    },
  });
}
