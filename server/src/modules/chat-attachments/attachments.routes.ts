import { Router } from 'express';
import { attachmentQuerySchema, matchIdParamsSchema, MEMBER_CHAT_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { attachmentUpload, type UploadedFile } from './attachment-upload';
import { attachmentBytesFor, attachmentMatchOrNotFound, uploadAttachment } from './attachments.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A viewer's copy may be kept a while: the bytes of an attachment never change (a removal answers 404 next time). */
const CACHE_SECONDS = 3600;

/** Attachments of chat: voice notes and photos (decisions 0157, 0168). */
export function chatAttachmentsRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.post('/matches/:id/attachments', member, requireCompletedSignup, async (req, res) => {
    // The match first, so a stranger's upload is refused before its bytes are read.
    const matchId = matchIdParamsSchema.safeParse(req.params);
    if (!matchId.success) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
    const memberId = memberPrincipal(res).id;
    const match = await attachmentMatchOrNotFound(ctx, memberId, matchId.data.id);
    await new Promise<void>((resolve, reject) =>
      attachmentUpload(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    const upload = res.locals.upload as UploadedFile;
    res.status(201).json(await uploadAttachment(ctx, memberId, match, upload));
  });
  router.get('/attachments/:id', member, requireCompletedSignup, async (req, res) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new AppError('NOT_FOUND', TEXT.attachmentNotFound);
    const { variant } = parse(attachmentQuerySchema, req.query);
    const found = await attachmentBytesFor(ctx, memberPrincipal(res).id, id, variant ?? 'full');
    if (!found) throw new AppError('NOT_FOUND', TEXT.attachmentNotFound);
    res.writeHead(200, {
      'Content-Type': found.mimeType,
      'Content-Length': found.body.length,
      'Cache-Control': `private, max-age=${CACHE_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(found.body);
  });
  return router;
}
