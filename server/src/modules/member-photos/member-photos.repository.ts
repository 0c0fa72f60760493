import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberPhotos, members } from '../../db/schema';

export type PhotoRow = typeof memberPhotos.$inferSelect;

/** Holds the member row until the transaction ends, so concurrent uploads count photos one after another. */
export async function lockMember(tx: DbOrTx, memberId: string): Promise<boolean> {
  const rows = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  return rows.length > 0;
}

export async function countPhotos(db: DbOrTx, memberId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, memberId));
  return row?.count ?? 0;
}

export async function insertPhoto(
  tx: DbOrTx,
  values: { memberId: string; storageId: string; placeholder: string; screening: Record<string, unknown> | null },
): Promise<PhotoRow> {
  const [row] = await tx
    .insert(memberPhotos)
    .values({
      memberId: values.memberId,
      publicId: values.storageId,
      placeholder: values.placeholder,
      screening: values.screening,
      position: sql`(select coalesce(max(${memberPhotos.position}) + 1, 0) from ${memberPhotos} where ${memberPhotos.memberId} = ${values.memberId})`,
    })
    .returning();
  return row!;
}

export const listPhotosOf = (db: DbOrTx, memberId: string) =>
  db
    .select()
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, memberId))
    .orderBy(asc(memberPhotos.position), asc(memberPhotos.createdAt), asc(memberPhotos.id));

export async function deleteOwnPhoto(tx: DbOrTx, memberId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .delete(memberPhotos)
    .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
    .returning();
  return row;
}

/** Positions 0..n-1 in the order given; the caller has checked that `ids` are exactly the member's photos. */
export async function setPositions(tx: DbOrTx, memberId: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(memberPhotos)
      .set({ position })
      .where(and(eq(memberPhotos.id, id), eq(memberPhotos.memberId, memberId)));
  }
}

export const findStorageId = (db: DbOrTx, photoId: string) =>
  db
    .select({ storageId: memberPhotos.publicId })
    .from(memberPhotos)
    .where(eq(memberPhotos.id, photoId))
    .then((rows) => rows[0]?.storageId);

/** The control centre's flag on a photo, flipped; undefined when the member has no such photo. */
export async function togglePhotoFlag(tx: DbOrTx, memberId: string, photoId: string) {
  const [row] = await tx
    .update(memberPhotos)
    .set({ flagged: sql`not ${memberPhotos.flagged}` })
    .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
    .returning();
  return row;
}
