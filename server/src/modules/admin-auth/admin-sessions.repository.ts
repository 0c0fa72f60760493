import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, adminSessions } from '../../db/schema';

export type AdminSessionRow = typeof adminSessions.$inferSelect;

export async function insertAdminSession(
  db: DbOrTx,
  values: typeof adminSessions.$inferInsert,
): Promise<AdminSessionRow> {
  const [row] = await db.insert(adminSessions).values(values).returning();
  return row;
}

/** The session with its admin, when the session is neither revoked nor past its end. */
export async function findLiveSession(db: DbOrTx, sessionId: string, now: Date) {
  const [row] = await db
    .select({ session: adminSessions, admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Replaces the refresh hash only if it is still `currentHash`: of two refreshes racing with one token,
 * exactly one wins (the other then reads as a reuse).
 */
export async function rotateRefreshHash(
  db: DbOrTx,
  sessionId: string,
  currentHash: string,
  nextHash: string,
): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ refreshHash: nextHash })
    .where(
      and(eq(adminSessions.id, sessionId), eq(adminSessions.refreshHash, currentHash), isNull(adminSessions.revokedAt)),
    )
    .returning({ id: adminSessions.id });
  return rows.length === 1;
}

export async function revokeAdminSession(db: DbOrTx, sessionId: string, at: Date) {
  await db
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}
