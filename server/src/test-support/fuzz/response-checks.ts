import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FuzzRequest } from './openapi-operations';

export type FuzzResponse = { status: number; contentType: string; text: string };

/** What a body must never show a caller: stack frames, file paths, SQL or driver text. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>[\] ]*\(?(?:\/|file:|node:)[^\s)]*:\d+:\d+\)?/],
  ['stack frame', /\n\s+at \S/],
  ['source path', /node_modules|\/server\/(?:src|dist)\/|\.(?:ts|js):\d+:\d+/],
  [
    'SQL error',
    /syntax error at or near|violates (?:unique|foreign key|check|not-null) constraint|invalid input syntax for|duplicate key value|relation "\w+" does not exist|column "\w+"|Failed query:|current transaction is aborted/i,
  ],
  [
    'SQL text',
    /\b(?:select|insert into|update|delete from)\b[^"]{0,120}\b(?:from|values|set|where)\s+"?\w+"?\s*(?:\(|=|"|where|order|limit)/i,
  ],
  [
    'JS error',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): |Cannot read propert(?:y|ies) of|is not a function|is not iterable/,
  ],
];

export async function send(baseUrl: string, req: FuzzRequest): Promise<FuzzResponse> {
  const response = await fetch(baseUrl + req.path, {
    method: req.method,
    headers: req.headers,
    body: req.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** Every rule of the fuzz suite that a single answer can break; empty when it keeps them all. */
export function problemsWith(res: FuzzResponse, allowed5xx: number[] = []): string[] {
  const problems: string[] = [];
  if (res.status >= 500 && !allowed5xx.includes(res.status)) problems.push(`answered ${res.status}`);
  const isError = res.status >= 400;
  // Success bodies may echo what a member wrote; only errors are checked for SQL-looking text.
  for (const [what, pattern] of LEAKS) {
    if (!isError && what === 'SQL text') continue;
    if (pattern.test(res.text)) problems.push(`body shows ${what}`);
  }
  if (isError) {
    if (!/^application\/json/.test(res.contentType))
      problems.push(`error answered as ${res.contentType || 'no content type'}`);
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      problems.push('error body is not JSON');
    }
    const error = (body as { error?: unknown } | undefined)?.error;
    if (body !== undefined && (typeof error !== 'string' || error.length === 0))
      problems.push('error body has no { error: string }');
  }
  return problems;
}

/** Row counts of every application table, read in one query so a check costs one round trip. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await tableNames(db);
  const query = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  const result = await db.execute(sql.raw(query));
  const rows = (result as unknown as { rows: { t: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.t, Number(r.n)]));
}

let cachedTables: string[] | undefined;
async function tableNames(db: Db): Promise<string[]> {
  if (cachedTables) return cachedTables;
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  cachedTables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  return cachedTables;
}

export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(before)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]} → ${after[t]}`);
}

/** A short, readable form of a request for failure reports. */
export function describe(req: FuzzRequest): string {
  const body = req.body === undefined ? '' : ` body(${req.body.length} chars)=${req.body.slice(0, 300)}`;
  const headers = Object.entries(req.headers)
    .map(([k, v]) => `${k}: ${k === 'authorization' ? v.slice(0, 30) + '…' : v.slice(0, 80)}`)
    .join('; ');
  return `${req.method} ${req.path.slice(0, 300)} [${headers}]${body}`;
}
