import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The opaque cursor of the member API lists: the last row's sort time (as PostgreSQL prints it, to the
 * microsecond, so no row is skipped or repeated through JavaScript's millisecond dates) and its id.
 */
export type KeysetKey = { at: string; id: string };

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A timestamp column printed in UTC to the microsecond, the form cursors carry. */
export const cursorTime = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeKeysetCursor = (key: KeysetKey) => Buffer.from(`${key.at}|${key.id}`).toString('base64url');

/** The key inside a cursor, or undefined when it is not one this API made. */
export function decodeKeysetCursor(cursor: string): KeysetKey | undefined {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !at || !id || !AT.test(at) || !UUID.test(id) || Number.isNaN(Date.parse(at))) return undefined;
  return { at, id };
}

/**
 * Rows strictly after `key` in newest-first order; pair with `order by <at> desc, <id> desc`. The key's parts may be
 * placeholders of a prepared statement.
 */
export const beforeKey = (
  at: AnyColumn | SQL,
  id: AnyColumn | SQL,
  key: { [part in keyof KeysetKey]: KeysetKey[part] | Placeholder },
) => sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id}::uuid)`;

/** One page out of `limit + 1` rows: the page and the cursor of its last row when more follow. */
export function toPage<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => KeysetKey,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit ? encodeKeysetCursor(keyOf(page[page.length - 1]!)) : null };
}
