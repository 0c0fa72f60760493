import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { keyAtOffset, type RowKey } from './offset-locator';
import { readTableStats, type CountedTable } from './table-stats';

export type PageStart = { total: number; offset: number; first: RowKey | undefined };

/** The last offset that still has rows, so "next" on the last page stays there. */
export const lastPageOffset = (total: number, pageSize: number) =>
  Math.max(0, Math.floor((total - 1) / pageSize) * pageSize);

/**
 * Where a legacy offset page starts: the total (kept by triggers, not counted), the offset clamped to
 * what exists, and the key of its first row, from which the page is read by keyset.
 */
export async function locatePage(
  db: Db,
  table: CountedTable,
  requestedOffset: number,
  pageSize: number,
): Promise<PageStart> {
  const stats = await readTableStats(db, table);
  const offset = Math.min(Math.max(0, requestedOffset), lastPageOffset(stats.rowCount, pageSize));
  return { total: stats.rowCount, offset, first: await keyAtOffset(db, table, offset, stats) };
}

/** Rows at or after `key` in newest-first order; pair with `orderBy(desc(createdAt), desc(id))`. */
export const atOrAfter = (table: CountedTable, key: RowKey) =>
  sql`(${table.createdAt}, ${table.id}) <= (${key.at}::timestamptz, ${key.id}::uuid)`;
