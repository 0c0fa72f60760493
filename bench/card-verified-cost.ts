/**
 * What the verified badge and the approved-only photo rule cost a page of cards (decision 0147), on a data set
 * `npm run bench` seeded and kept. For pages of 20 discover-like members (finished sign-up, a third with photos, a
 * third verified) and a viewer each, it runs, interleaved on one connection:
 * - the card rows' query as the product builds it (findCardMembers, with `verified` from the member_verified
 *   fragment) against the same text with the fragment replaced by `false`;
 * - the cards' photo query (findCardPhotos, approved and not flagged) against the same text without the status test.
 * It prints the median and p95 of each (ms, client side, the server's planning included), and one EXPLAIN ANALYZE of
 * each product query. Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *   npx tsx --conditions=@blynd/source bench/card-verified-cost.ts [pages]`.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { Client, Pool } from 'pg';
import type { Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema';
import { sqlFragment } from '../server/src/db/routines';
import { findCardMembers, findCardPhotos } from '../server/src/modules/member-cards/member-card.repository';
import { BENCH_DATABASE } from './lib/database';
import { summarize } from './lib/stats';

type Built = { sql: string; params: unknown[] };
const built = (query: unknown): Built => (query as { toSQL(): Built }).toSQL();

async function main() {
  const pages = Number(process.argv[2] ?? 300);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL (the PostgreSQL server holding BENCH_DATABASE) is required');
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  // Drizzle builds the statements (nothing runs through it, nothing is migrated); the timed calls go through one client.
  const pool = new Pool({ connectionString: url.toString(), max: 1 });
  const database = { db: drizzle(pool, { schema }) as unknown as Db };
  const client = new Client({ connectionString: url.toString() });
  await client.connect();

  const fragment = new PgDialect().sqlToQuery(sqlFragment('member_verified', { member: sql`"members"."id"` })).sql;
  const { rows: candidates } = await client.query<{ id: string }>(
    `select id from members where completed_signup and not is_blocked and not disabled
     order by hashint4(hashtext(id::text)) limit ${pages * 21}`,
  );
  const samples = {
    cards: [] as number[],
    cardsWithout: [] as number[],
    photos: [] as number[],
    photosAny: [] as number[],
  };
  const timed = async (into: number[], query: Built) => {
    const started = performance.now();
    await client.query(query.sql, query.params);
    into.push(performance.now() - started);
  };
  let shown = { verified: 0, cards: 0, photos: 0 };
  for (let page = 0; page < pages; page++) {
    const slice = candidates.slice(page * 21, page * 21 + 21).map((row) => row.id);
    const [viewer, ...ids] = slice;
    if (!viewer || ids.length === 0) break;
    const cards = built(findCardMembers(database.db, viewer, ids));
    if (!cards.sql.includes(fragment)) throw new Error('the card query no longer writes the member_verified fragment');
    const cardsWithout = { ...cards, sql: cards.sql.replace(fragment, 'false') };
    const photos = built(findCardPhotos(database.db, ids));
    const photosAny = { ...photos, sql: photos.sql.replace(`"member_photos"."status" = 'approved' and `, '') };
    if (photosAny.sql === photos.sql) throw new Error('the photo query no longer writes the approved condition');
    // Alternate which goes first, so neither always finds the other's pages in the cache.
    const order = page % 2 === 0 ? [true, false] : [false, true];
    for (const first of order) await (first ? timed(samples.cards, cards) : timed(samples.cardsWithout, cardsWithout));
    for (const first of order) await (first ? timed(samples.photos, photos) : timed(samples.photosAny, photosAny));
    // Drizzle maps columns by position (its SQL names none), and `verified` is the card query's last column.
    const { rows } = await client.query<unknown[]>({ text: cards.sql, values: cards.params, rowMode: 'array' });
    shown = {
      verified: shown.verified + rows.filter((row) => row.at(-1) === true).length,
      cards: shown.cards + rows.length,
      photos: shown.photos + (await client.query(photos.sql, photos.params)).rowCount!,
    };
  }
  const explain = async (query: Built) =>
    (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.params)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const [viewer, ...ids] = candidates.slice(0, 21).map((row) => row.id);
  console.log(
    JSON.stringify(
      { pages, shown, ...Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)])) },
      null,
      2,
    ),
  );
  console.log(`\n-- cards, one page:\n${await explain(built(findCardMembers(database.db, viewer!, ids)))}`);
  console.log(`\n-- photos, one page:\n${await explain(built(findCardPhotos(database.db, ids)))}`);
  await client.end();
  await pool.end();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
