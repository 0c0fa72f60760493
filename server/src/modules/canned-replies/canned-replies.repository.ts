import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, cannedReplies } from '../../db/schema';

const withEditor = (db: DbOrTx) =>
  db
    .select({ reply: cannedReplies, editor: { id: admins.id, fullname: admins.fullname } })
    .from(cannedReplies)
    .leftJoin(admins, eq(admins.id, cannedReplies.updatedByAdminId));

export type CannedReplyWithEditor = Awaited<ReturnType<ReturnType<typeof withEditor>['execute']>>[number];

/** Every canned reply by title; the list is short by nature (a team keeps a few dozen at most). */
export const listCannedReplies = (db: DbOrTx) =>
  withEditor(db)
    .orderBy(sql`lower(${cannedReplies.title})`, asc(cannedReplies.id))
    .limit(500);

export async function findCannedReply(db: DbOrTx, id: string) {
  const [row] = await withEditor(db).where(eq(cannedReplies.id, id)).limit(1);
  return row;
}

export async function insertCannedReply(tx: DbOrTx, values: { title: string; body: string; updatedByAdminId: string }) {
  const [row] = await tx.insert(cannedReplies).values(values).returning();
  return row;
}

/** Writes the edit only over the version it started from, in one statement, so two edits never both land. */
export async function updateCannedReply(
  tx: DbOrTx,
  id: string,
  version: number,
  values: { title: string; body: string; updatedByAdminId: string },
) {
  const [row] = await tx
    .update(cannedReplies)
    .set({ ...values, updatedAt: new Date(), version: sql`${cannedReplies.version} + 1` })
    .where(and(eq(cannedReplies.id, id), eq(cannedReplies.version, version)))
    .returning();
  return row;
}

export async function deleteCannedReply(tx: DbOrTx, id: string) {
  const [row] = await tx.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
  return row;
}
