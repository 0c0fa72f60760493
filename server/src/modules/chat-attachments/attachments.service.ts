import sharp from 'sharp';
import { ATTACHMENTS_PER_HOUR, MEMBER_CHAT_MESSAGES as TEXT, type AttachmentResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { processPhoto } from '../../lib/photo-pipeline';
import { uploadEvidence } from '../member-photos/photo-screening.service';
import {
  findAttachmentForRead,
  findVisibleMatch,
  insertAttachment,
  photosUnlocked,
  type NewAttachment,
} from './attachments.repository';
import { toAttachment } from './attachment-view';
import { screenChatPhotoJob } from './chat-photo-screening';
import { checkVoiceNote, sniffUpload } from './voice-note';

const HOUR = 60 * 60 * 1000;
/** The preview's width: a tiny, heavily blurred JPEG shown before a tap and in data saver mode (decision 0168). */
export const PREVIEW_WIDTH = 24;

const declaredFamily = (declared: string | undefined) =>
  declared?.startsWith('audio/') ? 'audio' : declared?.startsWith('image/') ? 'image' : 'any';

/** The member's live match with someone they may see, else 404 whatever the reason (as chat answers). */
export async function attachmentMatchOrNotFound(ctx: AppContext, memberId: string, matchId: string) {
  const match = await findVisibleMatch(ctx.db, memberId, matchId);
  if (!match) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return match;
}

/**
 * An upload to a match (decisions 0157, 0168): the kind comes from the bytes, and a declared type that names the
 * other family (an image sent as audio/ogg) is refused. Voice notes are stored as sent, ready at once; photos only
 * once both members unlocked photos, re-encoded by the photo pipeline (no metadata), with a blurred preview, and
 * screened by a durable job before the other member may read them.
 */
export async function uploadAttachment(
  ctx: AppContext,
  memberId: string,
  match: { id: string },
  upload: { bytes: Buffer; declaredType: string | undefined },
): Promise<AttachmentResponse> {
  if (upload.bytes.length === 0) throw new AppError('BAD_REQUEST', TEXT.fileRequired);
  const sniffed = await sniffUpload(upload.bytes);
  const family = declaredFamily(upload.declaredType);
  const isImage = sniffed.kind === 'image';
  if ((family === 'audio' && isImage) || (family === 'image' && !isImage))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.notVoiceOrPhoto);
  const row = isImage
    ? await photoAttachment(ctx, memberId, match.id, upload.bytes)
    : await voiceAttachment(memberId, match.id, upload.bytes, sniffed);
  const now = ctx.now();
  const outcome = await insertAttachment(ctx.db, row, {
    perHour: ATTACHMENTS_PER_HOUR,
    since: new Date(now.getTime() - HOUR),
  });
  if ('full' in outcome)
    throw new AppError('TOO_MANY_REQUESTS', TEXT.tooManyAttachments, undefined, {
      retryAfter: Math.max(1, Math.ceil((outcome.full.getTime() + HOUR - now.getTime()) / 1000)),
    });
  if (outcome.stored.kind === 'photo') {
    // The photo is stored `checking` and reaches no one until screened: a failed enqueue is the sweep's to recover
    // (chat-attachment-sweeps.ts), not a failed upload.
    try {
      await ctx.jobs.send(screenChatPhotoJob, { attachmentId: outcome.stored.id }, { singletonKey: outcome.stored.id });
    } catch (error) {
      ctx.logger.warn(
        { err: error, attachmentId: outcome.stored.id },
        'chat photo screening not queued: the sweep will',
      );
    }
  }
  return { attachment: toAttachment(outcome.stored, memberId) };
}

async function voiceAttachment(
  memberId: string,
  matchId: string,
  bytes: Buffer,
  sniffed: Awaited<ReturnType<typeof sniffUpload>>,
): Promise<NewAttachment> {
  const voice = await checkVoiceNote(bytes, sniffed);
  return {
    matchId,
    uploaderId: memberId,
    kind: 'voice',
    mimeType: voice.mimeType,
    bytes: bytes.length,
    durationMs: voice.durationMs,
    width: null,
    height: null,
    status: 'ready',
    content: bytes,
    preview: null,
    screening: null,
  };
}

async function photoAttachment(
  ctx: AppContext,
  memberId: string,
  matchId: string,
  bytes: Buffer,
): Promise<NewAttachment> {
  if (!(await photosUnlocked(ctx.db, matchId))) throw new AppError('FORBIDDEN', TEXT.photosLocked);
  const outcome = await processPhoto(bytes);
  if (outcome.kind === 'unsupported') throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.notVoiceOrPhoto);
  if (outcome.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', TEXT.chatPhotoTooManyPixels);
  const { full } = outcome.photo;
  const { width, height } = await sharp(full).metadata();
  const preview = await sharp(full).resize(PREVIEW_WIDTH).blur(3).jpeg({ quality: 40 }).toBuffer();
  return {
    matchId,
    uploaderId: memberId,
    kind: 'photo',
    mimeType: 'image/jpeg',
    bytes: full.length,
    durationMs: null,
    width: width ?? null,
    height: height ?? null,
    status: 'checking',
    content: full,
    preview,
    screening: uploadEvidence(ctx, bytes),
  };
}

/**
 * The bytes of an attachment for `viewerId` (decision 0168), else undefined (the route's 404, whatever the reason):
 * the uploader always; the other member of its match only once it was sent, while the match is live and they may
 * see each other, and a photo only once approved.
 */
export async function attachmentBytesFor(
  ctx: AppContext,
  viewerId: string,
  attachmentId: string,
  variant: 'full' | 'preview',
): Promise<{ body: Buffer; mimeType: string } | undefined> {
  const row = await findAttachmentForRead(ctx.db, attachmentId, variant);
  if (!row || !row.body) return undefined;
  if (variant === 'preview' && row.kind !== 'photo') return undefined;
  const mimeType = variant === 'preview' ? 'image/jpeg' : row.mimeType;
  if (row.uploaderId === viewerId) return { body: row.body, mimeType };
  if (row.sentSeq === null || row.matchId === null) return undefined;
  if (row.kind === 'photo' && row.status !== 'approved') return undefined;
  if (!(await findVisibleMatch(ctx.db, viewerId, row.matchId))) return undefined;
  return { body: row.body, mimeType };
}
