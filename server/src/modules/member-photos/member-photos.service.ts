import { randomBytes } from 'node:crypto';
import {
  MAX_MEMBER_PHOTOS,
  MEMBER_PROFILE_MESSAGES as TEXT,
  type MemberPhoto,
  type MessageResponse,
  type PhotoAppealResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { photoKey, photoKeys, type PhotoSize } from '../../lib/photo-storage';
import { findVisiblePhoto, type VisiblePhoto } from '../visibility/visibility.repository';
import { createPhotoBytesCache, type PhotoBytesCache } from './photo-bytes-cache';
import { processPhoto, storeProcessedPhoto } from '../../lib/photo-pipeline';
import {
  countPhotos,
  deleteOwnPhoto,
  findStorageId,
  insertPhoto,
  listPhotosOf,
  lockMember,
  setPositions,
  type PhotoRow,
} from './member-photos.repository';
import { findOwnPhoto, markAppealed } from './photo-screening.repository';
import { enqueuePhotoScreening, rescreenForNewPosition, uploadEvidence } from './photo-screening.service';
import { toMemberPhoto, toOwnPhoto } from './photo-view';
import { settleFaceImage } from '../member-verification/verification.service';

export { toMemberPhoto };

/** 24 random bytes: the storage key says nothing about the member or the order of uploads (decision 0046). */
const newStorageId = () => randomBytes(24).toString('base64url');

export async function addPhoto(ctx: AppContext, memberId: string, bytes: Buffer): Promise<MemberPhoto> {
  // Cheap refusal before the image work; the count that counts is the one under the lock below.
  if ((await countPhotos(ctx.db, memberId)) >= MAX_MEMBER_PHOTOS) throw new AppError('CONFLICT', TEXT.tooManyPhotos);
  const outcome = await processPhoto(bytes);
  if (outcome.kind === 'unsupported') throw new AppError('BAD_REQUEST', TEXT.photoType);
  if (outcome.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', TEXT.photoTooManyPixels);

  const storageId = newStorageId();
  await storeProcessedPhoto(ctx.photos, storageId, outcome.photo);
  const row = await ctx.db
    .transaction(async (tx) => {
      await lockMember(tx, memberId);
      if ((await countPhotos(tx, memberId)) >= MAX_MEMBER_PHOTOS) return undefined;
      return insertPhoto(tx, {
        memberId,
        storageId,
        placeholder: outcome.photo.placeholder,
        screening: uploadEvidence(ctx, bytes),
      });
    })
    .catch(async (error) => {
      await removeFiles(ctx, [storageId]);
      throw error;
    });
  if (!row) {
    await removeFiles(ctx, [storageId]);
    throw new AppError('CONFLICT', TEXT.tooManyPhotos);
  }
  // After the commit: the job must find the row. Were the queue down, the sweep screens the photo later.
  await enqueuePhotoScreening(ctx, row.id).catch((error: unknown) =>
    ctx.logger.warn({ err: error }, 'photo screening could not be queued: the sweep will'),
  );
  return toMemberPhoto(row);
}

export const listOwnPhotos = async (ctx: AppContext, memberId: string) => ({
  items: (await listPhotosOf(ctx.db, memberId)).map(toMemberPhoto),
});

/**
 * Every photo of the member, whatever its status, for the member alone (`GET /me`): others only ever get approved
 * photos, through the cards and photoVisibleTo (decision 0147).
 */
export const ownPhotosOf = async (ctx: AppContext, memberId: string) =>
  (await listPhotosOf(ctx.db, memberId)).map(toOwnPhoto);

export async function removeOwnPhoto(ctx: AppContext, memberId: string, photoId: string): Promise<MessageResponse> {
  const { row, before, after } = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const before = await listPhotosOf(tx, memberId);
    const deleted = await deleteOwnPhoto(tx, memberId, photoId);
    if (!deleted) return { row: undefined, before, after: before };
    const ids = before.filter((photo) => photo.id !== photoId).map((photo) => photo.id);
    await setPositions(tx, memberId, ids);
    return { row: deleted, before, after: await listPhotosOf(tx, memberId) };
  });
  if (!row) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
  await rescreenMoved(ctx, before, after);
  await removeFiles(ctx, [row.publicId]);
  // The deleted photo may have been the last one the face image was kept for (decision 0148).
  await settleFaceImage(ctx, memberId);
  return { message: TEXT.photoDeleted };
}

export async function reorderPhotos(ctx: AppContext, memberId: string, ids: string[]) {
  const moved = await ctx.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await listPhotosOf(tx, memberId);
    const sameSet =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      current.every((photo) => ids.includes(photo.id));
    if (!sameSet) throw new AppError('BAD_REQUEST', TEXT.photoOrder);
    const first = current.find((photo) => photo.id === ids[0])!;
    if (first.position !== 0 && !showsOneFace(first)) throw new AppError('BAD_REQUEST', TEXT.firstPhotoNeedsFace);
    await setPositions(tx, memberId, ids);
    return { current, after: await listPhotosOf(tx, memberId) };
  });
  await rescreenMoved(ctx, moved.current, moved.after);
  const items = (await listPhotosOf(ctx.db, memberId)).map(toMemberPhoto);
  return { message: TEXT.photosReordered, items };
}

/** A screened photo with no face or several: it may not be first (decision 0149). Unscreened ones are screened there. */
const showsOneFace = (photo: PhotoRow) =>
  photo.status === 'checking' || (photo.screening as { faces?: number } | null)?.faces === 1;

/**
 * Only the first photo's verdict depends on its place: a photo refused for no face or several faces that is no
 * longer first, and a face-less or group photo that became first (a delete moved it up), are screened again.
 */
async function rescreenMoved(ctx: AppContext, before: PhotoRow[], after: PhotoRow[]) {
  const firstBefore = before.find((photo) => photo.position === 0)?.id;
  for (const photo of after) {
    const wasFirst = photo.id === firstBefore;
    const isFirst = photo.position === 0;
    if (wasFirst === isFirst || photo.status === 'checking') continue;
    const firstOnly = photo.status === 'rejected' && (photo.reason === 'no-face' || photo.reason === 'several-faces');
    if ((wasFirst && firstOnly) || (isFirst && !showsOneFace(photo))) await rescreenForNewPosition(ctx, photo);
  }
}

/** One appeal per rejected photo (decision 0149): staff see it in the Verification screen. */
export async function appealPhoto(ctx: AppContext, memberId: string, photoId: string): Promise<PhotoAppealResponse> {
  const appealed = await markAppealed(ctx.db, memberId, photoId, ctx.now());
  if (appealed) return { message: TEXT.photoAppealed, photo: toMemberPhoto(appealed) };
  const photo = await findOwnPhoto(ctx.db, memberId, photoId);
  if (!photo) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
  throw new AppError('CONFLICT', photo.appealedAt ? TEXT.photoAppealedAlready : TEXT.photoNotAppealable);
}

/** 64 MB of recently served files per app instance: some 300 full-size photos, thousands of thumbnails. */
const PHOTO_CACHE_BYTES = 64 * 1024 * 1024;
const caches = new WeakMap<AppContext['photos'], PhotoBytesCache>();
const cacheOf = (ctx: AppContext) => {
  let cache = caches.get(ctx.photos);
  if (!cache) caches.set(ctx.photos, (cache = createPhotoBytesCache(PHOTO_CACHE_BYTES)));
  return cache;
};

/** The photo when the viewer may see it (§6), checked on every call: looked up beside the session check (decision 0106). */
export const findPhotoFor = (ctx: AppContext, viewerId: string, photoId: string) =>
  findVisiblePhoto(ctx.db, viewerId, photoId);

/**
 * The bytes of a photo `findPhotoFor` found, or undefined alike when it does not exist and when it is hidden.
 * `ownOnly` (a member still signing up) narrows that to the viewer's own photos. Read only after the check, from
 * memory when recently served (decision 0093).
 */
export async function photoBytesOf(
  ctx: AppContext,
  viewerId: string,
  photo: VisiblePhoto | undefined,
  size: PhotoSize,
  ownOnly = false,
): Promise<Buffer | undefined> {
  if (!photo || (ownOnly && photo.ownerId !== viewerId)) return undefined;
  const key = photoKey(photo.storageId, size);
  return cacheOf(ctx).get(key, () => ctx.photos.get(key));
}

/** Photo bytes for the control centre (admin token checked by the admin router): every photo, flagged ones included. */
export async function photoBytesForAdmin(
  ctx: AppContext,
  photoId: string,
  size: PhotoSize,
): Promise<Buffer | undefined> {
  const storageId = await findStorageId(ctx.db, photoId);
  return storageId ? ctx.photos.get(photoKey(storageId, size)) : undefined;
}

/** Files go after their rows: a failure here leaves an orphan file (logged), never a row without a file. */
export async function removeFiles(ctx: AppContext, storageIds: string[]) {
  try {
    await ctx.photos.remove(storageIds.flatMap(photoKeys));
  } catch (error) {
    ctx.logger.warn({ err: error, count: storageIds.length }, 'photo files could not be removed');
  }
}

/** The control centre's photo actions (admin-members), in its transaction: the flag flipped, a photo row deleted. */
export { deleteOwnPhoto as deleteMemberPhoto, togglePhotoFlag } from './member-photos.repository';
