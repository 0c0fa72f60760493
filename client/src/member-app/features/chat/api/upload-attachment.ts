import { loadAnswerSchemas } from '../../../api/answer';
import { memberResponse } from '../../../api/member-fetch';

/**
 * POST /matches/:id/attachments, one multipart field `file`: a voice note or a photo, stored but not yet sent. The
 * server reads the real type from the bytes; the answer's attachment is then sent by id as a message (outbox.ts).
 */
export async function uploadAttachment(matchId: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  const [response, schemas] = await Promise.all([
    memberResponse(`/matches/${encodeURIComponent(matchId)}/attachments`, { method: 'POST', body: form }),
    loadAnswerSchemas(),
  ]);
  return schemas.attachmentResponseSchema.parse(await response.json()).attachment;
}
