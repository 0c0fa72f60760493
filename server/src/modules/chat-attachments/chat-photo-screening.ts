import { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.writer';
import { defineJob } from '../jobs/job-definition';
import { FLAT_BITS, hasStructure } from '../member-photos/photo-screening.service';
import { publishLive } from '../notifications/notifications.service';
import { DUPLICATE_MAX_DISTANCE, photoHashes } from '../photo-screening/perceptual-hash';
import { photoVerdict } from '../photo-screening/screening-rules';
import { findAttachmentToScreen, findVisibleMatch, sentSeqOf, type AttachmentMeta } from './attachments.repository';
import { toAttachment } from './attachment-view';
import { findChatDuplicate, storedHash, writeChatPhotoVerdict } from './chat-photo-holds.repository';
import { chatPhotoOutcome } from './chat-photo-rules';

/** Screens one chat photo (decision 0168): the photo pipeline's providers, with the rules that fit a chat. */
export const screenChatPhotoJob = defineJob({
  name: 'chat-photo-screening',
  metric: 'chat photo screening',
  payload: z.object({ attachmentId: z.string().uuid() }),
  queue: { retryLimit: 5, retryDelay: 5, retryDelayMax: 300, expireInSeconds: 600 },
  policy: 'stately',
  pollSeconds: 1,
  handle: (ctx, { attachmentId }) => screenChatPhoto(ctx, attachmentId),
});

/**
 * The chat rule set: nudity, violence, a face that may be a child's and an unreadable file apply as to profile
 * photos; the profile's face rules (no face, several faces, not the verified face) do not: a chat photo may show a
 * meal, a street, a group of friends. Then the duplicate rule, against pictures staff removed and other members'
 * profile photos (chat-photo-rules.ts). A held photo waits for staff (decision 0178): its sender reads `held`, the
 * other member still `checking`; a removed one is `removed` to both, its reason to its sender only.
 */
export async function screenChatPhoto(ctx: AppContext, attachmentId: string) {
  const row = await findAttachmentToScreen(ctx.db, attachmentId);
  if (!row || row.status !== 'checking') return { skipped: true };
  const evidence = (row.screening ?? {}) as Record<string, unknown>;
  const marker = typeof evidence.sandboxMarker === 'string' ? evidence.sandboxMarker : undefined;
  const [analysis, hashes] = await Promise.all([
    ctx.screening.analysePhoto(marker ? withComment(row.content, `blynd-sandbox:${marker}`) : row.content, {
      template: null,
    }),
    photoHashes(row.content),
  ]);
  const stored = hashes && { hash: storedHash(hashes.hash), mirrored: storedHash(hashes.mirrored) };
  // A flat picture's hash says nothing (decision 0149): it is kept, never compared.
  const duplicate =
    stored && row.uploaderId && hasStructure(hashes.hash)
      ? await findChatDuplicate(ctx.db, row.uploaderId, stored, {
          maxDistance: DUPLICATE_MAX_DISTANCE,
          flatBits: FLAT_BITS,
        })
      : undefined;
  const verdict = photoVerdict({ analysis, position: 'other', verifiedFace: null, duplicate: null });
  const outcome = chatPhotoOutcome(verdict, duplicate);
  const screening = {
    ...evidence,
    provider: analysis.provider,
    verdict: verdict.status,
    ...verdict.scores,
    ...(duplicate
      ? { duplicateOf: { kind: duplicate.kind, id: duplicate.id }, duplicateDistance: duplicate.distance }
      : {}),
  };
  const written = await ctx.db.transaction(async (tx) => {
    const updated = await writeChatPhotoVerdict(tx, attachmentId, {
      ...outcome,
      screening,
      dhash: stored?.hash ?? null,
      dhashMirrored: stored?.mirrored ?? null,
      at: ctx.now(),
      // A possible child's picture is evidence from the moment it is held (an account deleted before staff look
      // would otherwise take it along).
      keep: outcome.status === 'held' && outcome.reason === 'underage',
    });
    // An automatic hold or removal is audited as the profile photos' are: what, why, by which provider.
    if (updated && updated.status !== 'approved')
      await recordAudit(
        tx,
        { adminId: null, ip: null },
        {
          action: 'chat-photo.screen',
          targetType: 'chat-attachment',
          targetId: updated.id,
          details: { memberId: updated.uploaderId, status: updated.status, reason: updated.reason, ...screening },
        },
      );
    return updated;
  });
  if (written) await publishAttachmentChange(ctx, written);
  return { status: written?.status ?? 'skipped' };
}

/**
 * Both members' open apps learn a sent photo's new status, each in their own view; the other member is not sent a
 * view that did not change for them (a hold still reads `checking`: a frame then would tell them something happened).
 */
export async function publishAttachmentChange(ctx: AppContext, row: AttachmentMeta) {
  if (!row.matchId || !row.uploaderId) return;
  const seq = await sentSeqOf(ctx.db, row.id);
  if (seq === undefined) return;
  const frame = (memberId: string) =>
    publishLive(ctx, memberId, {
      type: 'attachment',
      matchId: row.matchId!,
      seq,
      attachment: toAttachment(row, memberId),
    });
  frame(row.uploaderId);
  const match = await findVisibleMatch(ctx.db, row.uploaderId, row.matchId);
  if (match && toAttachment(row, match.otherId).status !== 'checking') frame(match.otherId);
}

/** A JPEG comment segment right after the start marker (the sandbox's marker; the picture is untouched). */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}
