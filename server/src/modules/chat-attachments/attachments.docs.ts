import { z } from 'zod';
import { attachmentQuerySchema, attachmentResponseSchema, matchIdParamsSchema } from '@blynd/shared';
import { fileUploadBody, memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';
/** The upload path relative to the /api mount, where the JSON body parser lets multipart through. */
export const CHAT_ATTACHMENT_UPLOAD_PATH = /^\/v1\/app\/matches\/[^/]+\/attachments$/;

const TAGS = ['Member app: chat and live channel'];
const security = [{ memberToken: [] }];

export function registerChatAttachmentsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/matches/{id}/attachments`,
    tags: TAGS,
    security,
    operationId: 'uploadChatAttachment',
    summary: 'Upload a voice note or a photo to a match (multipart, one field `file`), then send it as a message',
    description:
      'The kind comes from the bytes, never from the declared type (decisions 0157, 0168). Opus audio in Ogg or WebM is a voice note: at most 500 KB (413) and 60 seconds (422); ' +
      'other audio is 415 `A voice note must be Opus audio`; bytes that are not what the declared type says, or unreadable, 415 `This file is not a voice note or a photo`. ' +
      'A JPEG, PNG or WebP is a photo (at most 10 MB), only once both members unlocked photos (403); it is screened before the other member can read it. ' +
      'At most 60 uploads an hour per member (429 with Retry-After).',
    request: {
      params: matchIdParamsSchema,
      ...fileUploadBody('file'),
    },
    responses: {
      201: jsonResponse(
        'Stored: a voice note is `ready`, a photo `checking` until screened: then `approved`, `held` (to its sender only, while staff check it; the other member still reads `checking`) or `removed`',
        attachmentResponseSchema,
      ),
      ...memberErrorResponses(400, 401, 403, 404, 413, 415, 422, 426, 429),
    },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/attachments/{id}`,
    tags: TAGS,
    security,
    operationId: 'readChatAttachment',
    summary:
      "An attachment's bytes, or a photo's tiny blurred preview (`variant=preview`): the uploader always; the other member of the match once sent, while they may see each other, and a photo once approved",
    request: { params: z.object({ id: z.string() }), query: attachmentQuerySchema },
    responses: {
      200: {
        description: 'The bytes (private cache, nosniff)',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
      ...memberErrorResponses(400, 401, 403, 404, 426),
    },
  });
}
