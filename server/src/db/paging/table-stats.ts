import { count, eq, getTableName } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { members, signupAuthentications, tableStats } from '../schema';

/** The tables whose row counts the triggers of migration 0002 keep. */
export type CountedTable = typeof members | typeof signupAuthentications;

export type TableStats = { rowCount: number; epoch: number };

/** One primary-key read instead of counting; counts (with no epoch) should the row ever be missing. */
export async function readTableStats(db: DbOrTx, table: CountedTable): Promise<TableStats> {
  const [row] = await db
    .select({ rowCount: tableStats.rowCount, epoch: tableStats.epoch })
    .from(tableStats)
    .where(eq(tableStats.tableName, getTableName(table)));
  if (row) return row;
  const [{ total }] = await db.select({ total: count() }).from(table);
  return { rowCount: total, epoch: NO_EPOCH };
}

/** Stats not kept by the triggers: nothing may be cached against them. */
export const NO_EPOCH = -1;
