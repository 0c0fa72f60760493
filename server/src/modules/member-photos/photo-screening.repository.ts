import { and, asc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberPhotos, memberVerifiedFaces, removedPhotoHashes } from '../../db/schema';
import type { PhotoRow } from './member-photos.repository';

/** A stored dHash: the 16 hex digits of perceptual-hash.ts as the signed 64-bit integer the column holds. */
export const hashToBigint = (hex: string) => BigInt.asIntN(64, BigInt(`0x${hex}`));

/** The photo a screening run works on, with the state the run started from (its verdict is written against it). */
export const findPhotoToScreen = (db: DbOrTx, photoId: string) =>
  db
    .select()
    .from(memberPhotos)
    .where(eq(memberPhotos.id, photoId))
    .then((rows) => rows[0]);

export type VerdictWrite = {
  status: PhotoRow['status'];
  reason: string | null;
  faceMatch: PhotoRow['faceMatch'];
  screening: Record<string, unknown>;
  dhash: bigint | null;
  dhashMirrored: bigint | null;
  at: Date;
};

/**
 * Writes a verdict only over the state the run read (status, screened_at, first or not): a second run of the same
 * job, or a run that outlived its process and answers late, finds the row moved on and writes nothing (decision 0149).
 */
export async function writeVerdict(
  db: DbOrTx,
  read: Pick<PhotoRow, 'id' | 'status' | 'screenedAt' | 'position'>,
  verdict: VerdictWrite,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .update(memberPhotos)
    .set({
      status: verdict.status,
      reason: verdict.reason,
      faceMatch: verdict.faceMatch,
      screening: verdict.screening,
      dhash: verdict.dhash,
      dhashMirrored: verdict.dhashMirrored,
      screenedAt: verdict.at,
    })
    .where(
      and(
        eq(memberPhotos.id, read.id),
        eq(memberPhotos.status, read.status),
        // The first photo's rules differ (screening-rules.ts): a photo moved first or away meanwhile is screened again.
        read.position === 0 ? eq(memberPhotos.position, 0) : ne(memberPhotos.position, 0),
        read.screenedAt ? eq(memberPhotos.screenedAt, read.screenedAt) : isNull(memberPhotos.screenedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * The nearest picture within `maxDistance` bits among other members' photos (not refused ones, not copies held as
 * duplicates) and the hashes of removed photos, the
 * mirror image counted: a scan with bit_count over the xor (decision 0149 has its cost at scale).
 */
export async function findDuplicate(
  db: DbOrTx,
  memberId: string,
  hash: bigint,
  mirrored: bigint,
  maxDistance: number,
  flatBits: number,
): Promise<{ id: string; kind: 'photo' | 'removed'; distance: number } | undefined> {
  const distance = (column: unknown) =>
    sql<number>`least(bit_count((${column} # ${hash}::bigint)::bit(64)), bit_count((${column} # ${mirrored}::bigint)::bit(64)))::int`;
  // Near enough to be a copy, and not a flat image (a hash of nearly all ones or zeros matches too much).
  const copyOf = (column: unknown) => [
    sql`bit_count(${column}::bit(64)) between ${flatBits} and ${64 - flatBits}`,
    sql`${distance(column)} <= ${maxDistance}`,
  ];
  const photos = db
    .select({
      id: memberPhotos.id,
      kind: sql<'photo' | 'removed'>`'photo'`.as('kind'),
      distance: distance(memberPhotos.dhash),
    })
    .from(memberPhotos)
    .where(
      and(
        ne(memberPhotos.memberId, memberId),
        isNotNull(memberPhotos.dhash),
        // A copy held as a duplicate is not an original: the owner's own re-upload must not be held for it.
        sql`not (${memberPhotos.status} = 'held' and ${memberPhotos.reason} = 'duplicate')`,
        ne(memberPhotos.status, 'rejected'),
        ...copyOf(memberPhotos.dhash),
      ),
    );
  const removed = db
    .select({
      id: removedPhotoHashes.id,
      kind: sql<'photo' | 'removed'>`'removed'`.as('kind'),
      distance: distance(removedPhotoHashes.dhash),
    })
    .from(removedPhotoHashes)
    .where(and(...copyOf(removedPhotoHashes.dhash)));
  const rows = await photos
    .unionAll(removed)
    .orderBy(sql`3`)
    .limit(1);
  return rows[0] as { id: string; kind: 'photo' | 'removed'; distance: number } | undefined;
}

/** Photos a new verified face concerns: those waiting for one, and approved photos that show a face. */
export const listPhotosForNewFace = (db: DbOrTx, memberId: string) =>
  db
    .select({ id: memberPhotos.id, status: memberPhotos.status })
    .from(memberPhotos)
    .where(
      and(
        eq(memberPhotos.memberId, memberId),
        sql`(${memberPhotos.status} = 'checking' or (${memberPhotos.status} = 'approved' and ${memberPhotos.faceMatch} = 'match'))`,
      ),
    );

/** Sends a photo back to `checking` (its position changed what its verdict depends on); answers whether it moved. */
export async function returnToChecking(db: DbOrTx, photoId: string, from: PhotoRow['status']) {
  const rows = await db
    .update(memberPhotos)
    .set({ status: 'checking', reason: null, faceMatch: null, screenedAt: null })
    .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.status, from)))
    .returning({ id: memberPhotos.id });
  return rows.length > 0;
}

/**
 * Photos left `checking` that no queued job may be screening: never screened and older than `before` (photos from
 * before migration 0029, a job lost for good), or screened while waiting for a verified face saved since.
 */
export const listPhotosToSweep = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select({ id: memberPhotos.id })
    .from(memberPhotos)
    .where(
      and(
        eq(memberPhotos.status, 'checking'),
        lt(memberPhotos.createdAt, before),
        sql`(${memberPhotos.screenedAt} is null or exists (select 1 from ${memberVerifiedFaces} vf where vf.member_id = ${memberPhotos.memberId} and vf.status in ('verified', 'review') and vf.created_at > ${memberPhotos.screenedAt}))`,
      ),
    )
    .orderBy(asc(memberPhotos.createdAt))
    .limit(limit);

/** One appeal per rejected photo: set only on an own rejected photo not appealed before. */
export async function markAppealed(db: DbOrTx, memberId: string, photoId: string, at: Date) {
  const [row] = await db
    .update(memberPhotos)
    .set({ appealedAt: at })
    .where(
      and(
        eq(memberPhotos.id, photoId),
        eq(memberPhotos.memberId, memberId),
        eq(memberPhotos.status, 'rejected'),
        isNull(memberPhotos.appealedAt),
      ),
    )
    .returning();
  return row;
}

export const findOwnPhoto = (db: DbOrTx, memberId: string, photoId: string) =>
  db
    .select()
    .from(memberPhotos)
    .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
    .then((rows) => rows[0]);
