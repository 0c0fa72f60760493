import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tokenPacks, type TokenPackRow } from '../../db/schema';

export async function listTokenPacks(db: DbOrTx, options: { activeOnly: boolean }): Promise<TokenPackRow[]> {
  return db
    .select()
    .from(tokenPacks)
    .where(options.activeOnly ? eq(tokenPacks.active, true) : undefined)
    .orderBy(asc(tokenPacks.price), asc(tokenPacks.createdAt));
}

export async function findTokenPack(db: DbOrTx, id: string): Promise<TokenPackRow | undefined> {
  const [row] = await db.select().from(tokenPacks).where(eq(tokenPacks.id, id)).limit(1);
  return row;
}

export async function insertTokenPack(db: DbOrTx, values: typeof tokenPacks.$inferInsert): Promise<TokenPackRow> {
  const [row] = await db.insert(tokenPacks).values(values).returning();
  return row;
}

export async function updateTokenPackRow(
  db: DbOrTx,
  id: string,
  values: Partial<typeof tokenPacks.$inferInsert>,
): Promise<TokenPackRow | undefined> {
  const [row] = await db.update(tokenPacks).set(values).where(eq(tokenPacks.id, id)).returning();
  return row;
}
