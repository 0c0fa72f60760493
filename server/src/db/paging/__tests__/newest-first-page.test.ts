import { desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { members, signupAuthentications, tableStats } from '../../schema';
import { openTestDatabase } from '../../../test-support/test-database';
import { keyAtOffset } from '../offset-locator';
import { locatePage } from '../newest-first-page';
import { readTableStats, type CountedTable } from '../table-stats';

/** Small spacing, so a few hundred rows cross many anchors. */
const SPACING = 7;

let database: Database;
let sequence = 0;
const BASE = Date.UTC(2025, 0, 1);

/** Members (and one sign-up record each) created at the given minutes after BASE; equal minutes tie on time. */
async function addMembers(minutes: number[]) {
  const rows = minutes.map((minute) => {
    sequence += 1;
    return {
      firstName: `Member${sequence}`,
      phone: `2348${String(sequence).padStart(9, '0')}`,
      dob: '1995-05-05',
      gender: 'female',
      state: 'Lagos',
      earningStatus: 'Upstart',
      createdAt: new Date(BASE + minute * 60_000),
    };
  });
  const inserted = await database.db
    .insert(members)
    .values(rows)
    .returning({ id: members.id, createdAt: members.createdAt, phone: members.phone });
  await database.db
    .insert(signupAuthentications)
    .values(inserted.map((m) => ({ memberId: m.id, phone: m.phone, createdAt: m.createdAt })));
  return inserted.map((m) => m.id);
}

const naiveKeys = async (table: CountedTable) =>
  (await database.db.execute(
    sql`select ${table.createdAt}::text as at, ${table.id} as id from ${table} order by ${table.createdAt} desc, ${table.id} desc`,
  )) as unknown as {
    rows: { at: string; id: string }[];
  };

const stored = async (table: CountedTable) =>
  (
    await database.db
      .select()
      .from(tableStats)
      .where(eq(tableStats.tableName, getTableName(table)))
  )[0];

/** Every offset, located through the anchors, lands on the row plain OFFSET would give. */
async function expectEveryOffsetMatches(table: CountedTable) {
  const { rows } = await naiveKeys(table);
  const stats = await readTableStats(database.db, table);
  expect(stats.rowCount).toBe(rows.length);
  for (let offset = 0; offset <= rows.length + 2; offset++) {
    expect([offset, await keyAtOffset(database.db, table, offset, stats, SPACING)]).toEqual([offset, rows[offset]]);
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('Row counts kept by triggers', () => {
  it('When rows are inserted, deleted (directly and by cascade) and truncated, then the kept count equals count(*)', async () => {
    const count = async (table: CountedTable) =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    const expectExact = async () => {
      for (const table of [members, signupAuthentications])
        expect((await readTableStats(database.db, table)).rowCount).toBe(await count(table));
    };
    await expectExact();
    const ids = await addMembers([1, 2, 3, 4, 5]);
    await expectExact();
    await database.db.delete(signupAuthentications).where(eq(signupAuthentications.memberId, ids[0]));
    await expectExact();
    await database.db.delete(members).where(inArray(members.id, ids.slice(1, 3)));
    await expectExact();
    await database.db.delete(members).where(sql`false`);
    await expectExact();
    await database.db.execute(sql`truncate members cascade`);
    await expectExact();
    expect(await stored(members)).toMatchObject({ rowCount: 0, headCreatedAt: null });
  });

  it('When rows only arrive newest, then the epoch stays; a row older than the newest, a move or a delete bumps it', async () => {
    await addMembers([100]);
    const start = (await stored(members)).epoch;
    await addMembers([101, 102]);
    await addMembers([103]);
    expect((await stored(members)).epoch).toBe(start);
    expect((await stored(members)).headCreatedAt).toEqual(new Date(BASE + 103 * 60_000));

    await addMembers([50]);
    expect((await stored(members)).epoch).toBe(start + 1);
    const [moved] = await addMembers([104]);
    await database.db
      .update(members)
      .set({ createdAt: new Date(BASE) })
      .where(eq(members.id, moved));
    expect((await stored(members)).epoch).toBe(start + 2);
    await database.db.update(members).set({ firstName: 'Renamed' }).where(eq(members.id, moved));
    expect((await stored(members)).epoch).toBe(start + 2);
    await database.db.delete(members).where(eq(members.id, moved));
    expect((await stored(members)).epoch).toBe(start + 3);
  });
});

describe('Locating a legacy offset through anchors', () => {
  beforeAll(async () => {
    await database.db.execute(sql`truncate members cascade`);
    // Shuffled minutes with ties, so the id must break them.
    const minutes = Array.from({ length: 160 }, (_, i) => (i * 37) % 120);
    await addMembers(minutes);
  });

  it('When any offset is asked for, then it lands on the row OFFSET would give, on both tables', async () => {
    await expectEveryOffsetMatches(members);
    await expectEveryOffsetMatches(signupAuthentications);
  });

  it('When newer rows arrive after the anchors were built, then offsets still land right', async () => {
    await addMembers([500, 501, 501, 502]);
    await expectEveryOffsetMatches(members);
  });

  it('When rows are inserted in the middle, deleted or moved, then the anchors are rebuilt and offsets still land right', async () => {
    await addMembers([10, 60, 61]);
    await expectEveryOffsetMatches(members);
    const someIds = (
      await database.db.select({ id: members.id }).from(members).orderBy(members.createdAt).limit(20)
    ).map((m) => m.id);
    await database.db.delete(members).where(
      inArray(
        members.id,
        someIds.filter((_, i) => i % 3 === 0),
      ),
    );
    await expectEveryOffsetMatches(members);
    await database.db
      .update(members)
      .set({ createdAt: new Date(BASE + 1000 * 60_000) })
      .where(eq(members.id, someIds[1]));
    await expectEveryOffsetMatches(members);
    await expectEveryOffsetMatches(signupAuthentications);
  });

  it('When a page is located, then the offset is clamped to the last page and the total is the kept count', async () => {
    const total = (await naiveKeys(members)).rows.length;
    const last = Math.floor((total - 1) / 10) * 10;
    expect(await locatePage(database.db, members, 10 ** 9, 10)).toMatchObject({ total, offset: last });
    expect(await locatePage(database.db, members, -5, 10)).toMatchObject({ total, offset: 0 });
    const newest = await database.db
      .select({ id: members.id })
      .from(members)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(1);
    expect((await locatePage(database.db, members, 0, 10)).first?.id).toBe(newest[0].id);
  });

  it('When the table is empty, then there is no first row and the offset is 0', async () => {
    await database.db.execute(sql`truncate members cascade`);
    expect(await locatePage(database.db, members, 30, 10)).toEqual({ total: 0, offset: 0, first: undefined });
  });
});
