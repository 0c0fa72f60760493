import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export const listStaff = (db: DbOrTx) => db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.email));

export async function insertAdmin(tx: DbOrTx, values: typeof admins.$inferInsert) {
  const [row] = await tx.insert(admins).values(values).returning();
  return row;
}

/**
 * Locks, in one statement and in id order, every row a staff change can touch or read for its rules:
 * the target, the acting admin (its audit entry's foreign key takes a share lock on it) and every
 * active Super Admin. Two changes running at once then always lock in the same order and one waits
 * for the other; locking the target first and the others after let two Super Admins demoting each
 * other deadlock.
 */
export async function lockStaffRows(tx: DbOrTx, targetId: string, actorId: string) {
  return tx
    .select()
    .from(admins)
    .where(
      or(
        eq(admins.id, targetId),
        eq(admins.id, actorId),
        and(eq(admins.role, 'Super Admin'), eq(admins.disabled, false)),
      ),
    )
    .orderBy(asc(admins.id))
    .for('update');
}

/** `revoke` bumps the token version, so every token issued before stops working at once. */
export async function updateAdminRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof admins.$inferInsert>,
  revoke: boolean,
) {
  const [row] = await tx
    .update(admins)
    .set({ ...values, ...(revoke ? { tokenVersion: sql`${admins.tokenVersion} + 1` } : {}) })
    .where(eq(admins.id, id))
    .returning();
  return row;
}

/** Emails are unique across admins, whatever their case (sign-in compares them the same way). */
export const adminEmailTaken = async (db: DbOrTx, email: string) =>
  (
    await db
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
      .limit(1)
  ).length > 0;

/** A sign-in's time, on the admin's row (the staff list shows it). */
export async function touchLastLogin(db: DbOrTx, id: string, at: Date) {
  await db.update(admins).set({ lastLoginAt: at }).where(eq(admins.id, id));
}
