import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberBasicsForStaff } from '../../db/member-columns';
import { memberPhotos, members, memberVerifiedFaces, removedPhotoHashes } from '../../db/schema';
import { staffReviewValues } from '../../db/schema/shared-columns';

export type ReviewPhotoRow = typeof memberPhotos.$inferSelect;

/** A rejected photo with an appeal no one has decided yet (the rule of photo-review.rules.ts, in SQL). */
const appealPending = and(
  eq(memberPhotos.status, 'rejected'),
  isNotNull(memberPhotos.appealedAt),
  or(isNull(memberPhotos.reviewedAt), lt(memberPhotos.reviewedAt, memberPhotos.appealedAt)),
);

/**
 * Held photos and open appeals with the member's basics and verified face, oldest first: a held photo by when it was
 * screened, an appeal by when it was made.
 */
export const listPhotosToReview = (db: DbOrTx, limit: number) =>
  db
    .select({
      photo: memberPhotos,
      member: memberBasicsForStaff,
      face: {
        status: memberVerifiedFaces.status,
        source: memberVerifiedFaces.source,
        ageEstimate: memberVerifiedFaces.ageEstimate,
        ageLow: memberVerifiedFaces.ageLow,
        imageKey: memberVerifiedFaces.imageKey,
      },
    })
    .from(memberPhotos)
    .innerJoin(members, eq(members.id, memberPhotos.memberId))
    .leftJoin(memberVerifiedFaces, eq(memberVerifiedFaces.memberId, memberPhotos.memberId))
    .where(or(eq(memberPhotos.status, 'held'), appealPending))
    .orderBy(
      asc(sql`coalesce(${memberPhotos.appealedAt}, ${memberPhotos.screenedAt}, ${memberPhotos.createdAt})`),
      asc(memberPhotos.id),
    )
    .limit(limit);

export type PhotoToReview = Awaited<ReturnType<typeof listPhotosToReview>>[number];

/** The photo under a row lock until the transaction ends: two staff deciding it at once decide one after the other. */
export async function lockPhotoForReview(tx: DbOrTx, photoId: string): Promise<ReviewPhotoRow | undefined> {
  const [row] = await tx.select().from(memberPhotos).where(eq(memberPhotos.id, photoId)).for('update');
  return row;
}

export async function writePhotoDecision(
  tx: DbOrTx,
  photoId: string,
  values: { status: 'approved' | 'rejected'; reason: string | null; adminId: string; note: string; at: Date },
): Promise<ReviewPhotoRow> {
  const [row] = await tx
    .update(memberPhotos)
    .set({
      status: values.status,
      reason: values.reason,
      ...staffReviewValues(values),
    })
    .where(eq(memberPhotos.id, photoId))
    .returning();
  return row!;
}

/** A rejected picture's hash, so the same picture uploaded again (by anyone) is held as a duplicate. */
export async function recordRemovedHash(
  tx: DbOrTx,
  values: { dhash: bigint; removedBy: string; reason: string; at: Date },
) {
  await tx.insert(removedPhotoHashes).values({
    dhash: values.dhash,
    removedBy: values.removedBy,
    reason: values.reason,
    removedAt: values.at,
  });
}
