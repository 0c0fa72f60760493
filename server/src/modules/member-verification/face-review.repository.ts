import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberBasicsForStaff } from '../../db/member-columns';
import { members, memberVerifiedFaces } from '../../db/schema';
import { staffReviewValues } from '../../db/schema/shared-columns';

export type FaceRow = typeof memberVerifiedFaces.$inferSelect;

/** Verified faces whose age estimate waits for staff, oldest first, with the member's basics. */
export const listFacesToReview = (db: DbOrTx, limit: number) =>
  db
    .select({
      face: memberVerifiedFaces,
      member: memberBasicsForStaff,
    })
    .from(memberVerifiedFaces)
    .innerJoin(members, eq(members.id, memberVerifiedFaces.memberId))
    .where(eq(memberVerifiedFaces.status, 'review'))
    .orderBy(asc(memberVerifiedFaces.createdAt), asc(memberVerifiedFaces.memberId))
    .limit(limit);

export type FaceToReview = Awaited<ReturnType<typeof listFacesToReview>>[number];

/** The face under a row lock until the transaction ends: two staff deciding at once decide one after the other. */
export async function lockFaceForReview(tx: DbOrTx, memberId: string): Promise<FaceRow | undefined> {
  const [row] = await tx
    .select()
    .from(memberVerifiedFaces)
    .where(eq(memberVerifiedFaces.memberId, memberId))
    .for('update');
  return row;
}

export async function writeFaceDecision(
  tx: DbOrTx,
  memberId: string,
  values: { status: 'verified' | 'rejected'; adminId: string; note: string; at: Date },
) {
  await tx
    .update(memberVerifiedFaces)
    .set({
      status: values.status,
      ...(values.status === 'verified' ? { verifiedAt: values.at } : {}),
      ...staffReviewValues(values),
    })
    .where(eq(memberVerifiedFaces.memberId, memberId));
}
