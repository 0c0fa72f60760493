import { z } from 'zod';
import type { AppContext } from '../../context';
import { photoKey } from '../../lib/photo-storage';
import { recordAudit } from '../audit/audit.writer';
import { defineJob } from '../jobs/job-definition';
import { publishLive } from '../notifications/notifications.service';
import { DUPLICATE_MAX_DISTANCE, photoHashes } from '../photo-screening/perceptual-hash';
import { sandboxMarkerOf } from '../photo-screening/sandbox-provider';
import { photoVerdict, type PhotoVerdict } from '../photo-screening/screening-rules';
import { settleFaceImage, verifiedFaceTemplate } from '../member-verification/verification.service';
import type { PhotoRow } from './member-photos.repository';
import {
  findDuplicate,
  findPhotoToScreen,
  hashToBigint,
  listPhotosForNewFace,
  listPhotosToSweep,
  returnToChecking,
  writeVerdict,
} from './photo-screening.repository';
import { toMemberPhoto } from './photo-view';

/** A sweep leaves alone what an upload queued in the last minutes: its own job is on the way. */
const SWEEP_GRACE_MS = 2 * 60 * 1000;
const SWEEP_BATCH = 500;
const SWEEP_EVERY_MS = 5 * 60 * 1000;
/** Set bits under which (or over 64 less which) a dHash comes from a flat picture. */
export const FLAT_BITS = 5;

/**
 * Screens one photo (decision 0149). `recheck` screens an approved photo again (its member's verified face changed);
 * otherwise only a photo still `checking` is screened. One queued and one running job per photo (stately, keyed by
 * the photo id); the verdict is written over the state the run read, so a repeated or late run writes nothing.
 */
export const screenPhotoJob = defineJob({
  name: 'photo-screening',
  metric: 'photo screening',
  payload: z.object({ photoId: z.string().uuid(), recheck: z.boolean().default(false) }),
  // Ten jobs are fetched at a time and screened one after another: a run may wait minutes for the batch before it.
  queue: { retryLimit: 5, retryDelay: 5, retryDelayMax: 300, expireInSeconds: 600 },
  policy: 'stately',
  pollSeconds: 1,
  handle: (ctx, { photoId, recheck }) => screenPhoto(ctx, photoId, recheck),
});

/** Every five minutes: photos left `checking` with no job that will screen them get one (decision 0149). */
export const sweepPhotosJob = defineJob({
  name: 'photo-screening-sweep',
  metric: 'photo screening sweep',
  payload: z.object({}),
  queue: { retryLimit: 0, retryDelay: 60, expireInSeconds: 300 },
  every: () => SWEEP_EVERY_MS,
  handle: (ctx) => sweepPhotos(ctx),
});

export async function enqueuePhotoScreening(ctx: AppContext, photoId: string, recheck = false): Promise<void> {
  await ctx.jobs.send(screenPhotoJob, { photoId, recheck }, { singletonKey: photoId });
}

/**
 * After a verified face is saved or replaced (member-verification): every photo waiting for it, and every approved
 * photo that showed the old one, is screened again against it.
 */
export async function rescreenWaitingPhotos(ctx: AppContext, memberId: string): Promise<void> {
  for (const photo of await listPhotosForNewFace(ctx.db, memberId))
    await enqueuePhotoScreening(ctx, photo.id, photo.status === 'approved');
}

/** The owner's open apps learn each verdict on the live channel. */
export function publishPhotoToOwner(ctx: AppContext, memberId: string, photo: PhotoRow) {
  publishLive(ctx, memberId, { type: 'photo', photo: toMemberPhoto(photo) });
}

/**
 * What the sandbox is asked for travels with the photo's evidence: the stored file has no metadata to carry it
 * (decision 0143's marker is read from the upload as it came).
 */
export const uploadEvidence = (ctx: AppContext, upload: Uint8Array): Record<string, unknown> | null => {
  if (ctx.screening.name !== 'sandbox') return null;
  const marker = sandboxMarkerOf(upload);
  return marker ? { sandboxMarker: marker } : null;
};

/** A photo whose verdict depends on being first went first or left first: screened again, hidden meanwhile. */
export async function rescreenForNewPosition(ctx: AppContext, photo: PhotoRow): Promise<void> {
  if (await returnToChecking(ctx.db, photo.id, photo.status)) await enqueuePhotoScreening(ctx, photo.id);
}

async function screenPhoto(ctx: AppContext, photoId: string, recheck: boolean) {
  const row = await findPhotoToScreen(ctx.db, photoId);
  if (!row || !(row.status === 'checking' || (recheck && row.status === 'approved'))) {
    // Decided already: by another run, or by this job's last try, which may have failed before the face image was
    // settled; settling is idempotent, so a retry finishes what that try began.
    if (row) await settleFaceImage(ctx, row.memberId);
    return { skipped: true };
  }
  const stored = await ctx.photos.get(photoKey(row.publicId, 'full'));
  // The row without its file: deleted between the two reads (the row goes first on a delete), or storage down.
  if (!stored) {
    if (await findPhotoToScreen(ctx.db, photoId)) throw new Error('photo file not readable');
    return { skipped: true };
  }
  const evidence = (row.screening ?? {}) as Record<string, unknown>;
  const marker = typeof evidence.sandboxMarker === 'string' ? evidence.sandboxMarker : undefined;
  const template = (await verifiedFaceTemplate(ctx.db, row.memberId)) ?? null;
  const [analysis, hashes] = await Promise.all([
    ctx.screening.analysePhoto(marker ? withComment(stored, `blynd-sandbox:${marker}`) : stored, { template }),
    photoHashes(stored),
  ]);
  const hash = hashes ? hashToBigint(hashes.hash) : null;
  const mirrored = hashes ? hashToBigint(hashes.mirrored) : null;
  const duplicate =
    hash !== null && mirrored !== null && hashes && hasStructure(hashes.hash)
      ? await findDuplicate(ctx.db, row.memberId, hash, mirrored, DUPLICATE_MAX_DISTANCE, FLAT_BITS)
      : undefined;
  const verdict = photoVerdict({
    analysis,
    position: row.position === 0 ? 'first' : 'other',
    verifiedFace: template,
    duplicate: duplicate ? { photoId: duplicate.id, distance: duplicate.distance } : null,
  });
  const screening = {
    provider: analysis.provider,
    ...verdict.scores,
    ...(duplicate ? { duplicateOf: { kind: duplicate.kind, id: duplicate.id } } : {}),
    ...(verdict.status === 'checking' ? { waitingFor: verdict.waitingFor } : {}),
    ...(analysis.readable ? { tookMs: Math.round(analysis.tookMs) } : { problem: analysis.problem }),
    ...(marker ? { sandboxMarker: marker } : {}),
  };
  const at = ctx.now();
  const written = await ctx.db.transaction(async (tx) => {
    const updated = await writeVerdict(tx, row, {
      ...settled(verdict),
      screening,
      dhash: hash,
      dhashMirrored: mirrored,
      at,
    });
    // An automatic restriction is audited like a staff one: what, why, by which provider (decision 0149).
    if (updated && (updated.status === 'held' || updated.status === 'rejected'))
      await recordAudit(
        tx,
        { adminId: null, ip: null },
        {
          action: 'photo.screen',
          targetType: 'photo',
          targetId: updated.id,
          details: { memberId: updated.memberId, status: updated.status, reason: updated.reason, ...screening },
        },
      );
    return updated;
  });
  if (!written) {
    const now = await findPhotoToScreen(ctx.db, photoId);
    // Same state but moved first or away from first while the models ran: the retry screens it where it is now.
    if (now && now.status === row.status && now.screenedAt?.getTime() === row.screenedAt?.getTime())
      throw new Error('photo moved while it was screened');
  }
  if (written && written.status !== 'checking') {
    publishPhotoToOwner(ctx, written.memberId, written);
    // The face image is kept while a photo is still compared with it or held for staff as not-you or underage, and
    // no longer (decision 0148): this verdict may have been the last thing it waited for.
    await settleFaceImage(ctx, written.memberId);
  }
  return { status: verdict.status, written: Boolean(written) };
}

function settled(verdict: PhotoVerdict): Pick<PhotoRow, 'status' | 'faceMatch'> & { reason: string | null } {
  if (verdict.status === 'checking') return { status: 'checking', reason: null, faceMatch: null };
  return { status: verdict.status, reason: verdict.reason ?? null, faceMatch: verdict.faceMatch };
}

/**
 * A flat picture (one colour, a smooth gradient) hashes to nearly all zeros or ones whatever it shows: every flat
 * picture would be every other's duplicate, so such a hash says nothing and is not compared (decision 0149).
 */
export const hasStructure = (hex: string) => {
  const bits = BigInt(`0x${hex}`).toString(2).replaceAll('0', '').length;
  return bits >= FLAT_BITS && bits <= 64 - FLAT_BITS;
};

/** A JPEG comment segment right after the start marker: the picture is untouched. */
function withComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

export async function sweepPhotos(ctx: AppContext) {
  const photos = await listPhotosToSweep(ctx.db, new Date(ctx.now().getTime() - SWEEP_GRACE_MS), SWEEP_BATCH);
  for (const photo of photos) await enqueuePhotoScreening(ctx, photo.id);
  return { queued: photos.length };
}
