import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export const listStaff = (db: DbOrTx) => db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.email));

export async function insertAdmin(tx: DbOrTx, values: typeof admins.$inferInsert) {
  const [row] = await tx.insert(admins).values(values).returning();
  return row;
}

/** Locks the active Super Admins other than `exceptId` and returns how many there are. */
export async function lockOtherActiveSuperAdmins(tx: DbOrTx, exceptId: string) {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'Super Admin'), eq(admins.disabled, false), ne(admins.id, exceptId)))
    .for('update');
  return rows.length;
}

export async function lockAdmin(tx: DbOrTx, id: string): Promise<AdminRow | undefined> {
  const [row] = await tx.select().from(admins).where(eq(admins.id, id)).for('update').limit(1);
  return row;
}

/** `revoke` bumps the token version, so every token issued before stops working at once. */
export async function updateAdminRow(tx: DbOrTx, id: string, values: Partial<typeof admins.$inferInsert>, revoke: boolean) {
  const [row] = await tx
    .update(admins)
    .set({ ...values, ...(revoke ? { tokenVersion: sql`${admins.tokenVersion} + 1` } : {}) })
    .where(eq(admins.id, id))
    .returning();
  return row;
}
