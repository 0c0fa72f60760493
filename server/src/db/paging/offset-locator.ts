import { getTableName, sql } from 'drizzle-orm';
import { rowsOf } from '../rows';
import type { Db } from '../client';
import { NO_EPOCH, type CountedTable, type TableStats } from './table-stats';

/** A row's place in newest-first order; the time stays text so microseconds survive the round trip. */
export type RowKey = { at: string; id: string };

/** Anchors sit this many rows apart, so locating any offset walks at most this many index entries. */
export const ANCHOR_SPACING = 2_000;

type AnchorSet = { epoch: number; keys: Promise<RowKey[]> };

/** Per database, per table. Anchors depend only on the data, and the epoch says when they went stale. */
const anchorCache = new WeakMap<object, Map<string, AnchorSet>>();

/**
 * The key of the row at `offset` in newest-first order (created_at desc, id desc), or undefined past the
 * end. Small offsets walk the index from the newest row. Deep ones count from the oldest row instead,
 * because new rows arrive at the newest end and leave those positions unchanged: the nearest anchor (the
 * key at every `spacing`-th position from the oldest row, built in one index-only pass and kept until the
 * table's epoch moves) is the start, and at most `spacing` index entries are walked from there.
 */
export async function keyAtOffset(
  db: Db,
  table: CountedTable,
  offset: number,
  stats: TableStats,
  spacing = ANCHOR_SPACING,
): Promise<RowKey | undefined> {
  const fromOldest = stats.rowCount - 1 - offset;
  if (offset < spacing || fromOldest < 0 || stats.epoch === NO_EPOCH) return walkFromNewest(db, table, offset);
  const anchors = await anchorsOf(db, table, stats.epoch, spacing);
  const anchor = anchors[Math.floor(fromOldest / spacing)];
  // Rows deleted since the stats were read can leave fewer anchors than the count implies.
  if (!anchor) return walkFromNewest(db, table, offset);
  const [key] = rowsOf<RowKey>(
    await db.execute(sql`
      select ${table.createdAt}::text as at, ${table.id} as id from ${table}
      where (${table.createdAt}, ${table.id}) >= (${anchor.at}::timestamptz, ${anchor.id}::uuid)
      order by ${table.createdAt}, ${table.id} offset ${fromOldest % spacing} limit 1`),
  );
  return key;
}

async function walkFromNewest(db: Db, table: CountedTable, offset: number): Promise<RowKey | undefined> {
  const [key] = rowsOf<RowKey>(
    await db.execute(sql`
      select ${table.createdAt}::text as at, ${table.id} as id from ${table}
      order by ${table.createdAt} desc, ${table.id} desc offset ${offset} limit 1`),
  );
  return key;
}

function anchorsOf(db: Db, table: CountedTable, epoch: number, spacing: number): Promise<RowKey[]> {
  const byTable = anchorCache.get(db) ?? new Map<string, AnchorSet>();
  anchorCache.set(db, byTable);
  const name = `${getTableName(table)}/${spacing}`;
  const cached = byTable.get(name);
  if (cached && cached.epoch === epoch) return cached.keys;
  const keys = buildAnchors(db, table, spacing);
  byTable.set(name, { epoch, keys });
  keys.catch(() => byTable.get(name)?.keys === keys && byTable.delete(name));
  return keys;
}

async function buildAnchors(db: Db, table: CountedTable, spacing: number): Promise<RowKey[]> {
  return rowsOf<RowKey>(
    await db.execute(sql`
      select created_at::text as at, id from (
        select ${table.createdAt} as created_at, ${table.id} as id, row_number() over (order by ${table.createdAt}, ${table.id}) as position
        from ${table}
      ) ranked
      where (position - 1) % ${spacing} = 0
      order by position`),
  );
}
