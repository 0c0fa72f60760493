import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * CSV cells written by the database, so a row costs no object or string building in Node (decision
 * 0010, finding 7). Each cell is byte for byte what @json2csv wrote from the row objects before:
 * text quoted with inner quotes doubled, null as "", booleans and integers bare, times as
 * Date#toISOString() prints them (UTC, milliseconds cut, not rounded; years 1 to 9999).
 */

type Value = SQL | AnyPgColumn;

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe (docs/domain-rules.md#security-rules): it starts with
 * = + - @ tab, CR or LF (codes 61 43 45 64 9 13 10), or with other white space before = + - @, since
 * spreadsheets skip leading spaces and line feeds before they look for a formula. The common case is
 * decided by `ascii` alone (several times cheaper than `left`); only a cell starting with other white
 * space (below 33, or beyond ASCII) is trimmed to look further. The one guard of every CSV export.
 */
export const textCell = (value: Value) =>
  sql`'"' || replace(${formulaGuard(value)} || coalesce(${value}::text, ''), '"', '""') || '"'`;

const formulaGuard = (value: Value) =>
  sql`case when ascii(${value}::text) in (61, 43, 45, 64, 9, 13, 10) then '''' when (ascii(${value}::text) < 33 or ascii(${value}::text) > 127) and ascii(ltrim(${value}::text, ${JS_WHITESPACE})) in (61, 43, 45, 64) then '''' else '' end`;

/** Booleans and integers print the same in PostgreSQL as in JavaScript. */
export const plainCell = (value: Value) => sql`coalesce(${value}::text, '""')`;

export const timeCell = (value: Value) =>
  sql`'"' || coalesce(to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), '') || '"'`;

/** As `isPremium`: a Date keeps whole milliseconds, so the fraction below is cut before comparing. */
export const premiumCell = (premiumUntil: Value, now: Date) =>
  sql`coalesce(date_trunc('milliseconds', ${premiumUntil}) > ${now.toISOString()}::timestamptz, false)::text`;

/** What String#trim removes (ECMAScript white space and line terminators), so SQL trims a name as JavaScript did. */
export const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

export const jsTrim = (text: SQL) => sql`btrim(${text}, ${JS_WHITESPACE})`;

/** Every cell is non-null, so `||` cannot drop one the way concat_ws would. */
export const csvLine = (cells: SQL[]) => sql.join(cells, sql` || ',' || `);
