import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { adminIdempotencyKeys } from '../db/schema';

export type IdempotencyScope = { adminId: string; action: string; key: string };

const sameKey = (scope: IdempotencyScope) =>
  and(
    eq(adminIdempotencyKeys.adminId, scope.adminId),
    eq(adminIdempotencyKeys.action, scope.action),
    eq(adminIdempotencyKeys.key, scope.key),
  );

/**
 * Inserts the key unless it is taken; a concurrent insert of the same key waits here for the first
 * transaction and then finds its row. A key older than `keepMs` is forgotten first.
 */
export async function claimIdempotencyKey(tx: DbOrTx, scope: IdempotencyScope, requestHash: string, keepMs: number) {
  await tx
    .delete(adminIdempotencyKeys)
    .where(and(sameKey(scope), sql`${adminIdempotencyKeys.createdAt} < now() - ${`${keepMs} milliseconds`}::interval`));
  const [inserted] = await tx
    .insert(adminIdempotencyKeys)
    .values({ ...scope, requestHash })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { first: true as const };
  const [existing] = await tx.select().from(adminIdempotencyKeys).where(sameKey(scope)).limit(1);
  return { first: false as const, requestHash: existing?.requestHash ?? '', resultId: existing?.resultId ?? null };
}

export async function storeIdempotencyResult(tx: DbOrTx, scope: IdempotencyScope, resultId: string) {
  await tx.update(adminIdempotencyKeys).set({ resultId }).where(sameKey(scope));
}
