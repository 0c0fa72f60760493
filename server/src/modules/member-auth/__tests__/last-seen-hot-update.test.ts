import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { quickMember } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { writeLastSeen } from '../member-sessions.repository';

// Decision 0106: members rows leave room on their page, so moving last seen rewrites no index entry.
describe('last seen and the members table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When last seen moves for a member on a page that sign-ups filled, then the update is heap-only', async () => {
    const first = await quickMember(t, '08071119101', false);
    // Copies of the row fill pages the way sign-ups do; one in the middle sits on a page nobody updated yet.
    await t.ctx.db.execute(sql`
      insert into members
      select (jsonb_populate_record(null::members, to_jsonb(m) || jsonb_build_object(
        'id', gen_random_uuid(), 'phone', '0809' || lpad(n::text, 7, '0')))).*
      from members m, generate_series(1, 400) n where m.id = ${first.memberId}`);

    const [middle] = rowsOf<{ id: string }>(
      await t.ctx.db.execute(
        sql`select id from members where id <> ${first.memberId} order by ctid offset 200 limit 1`,
      ),
    );

    // This backend's counts not yet flushed to the statistics carry over between its transactions: compare two readings.
    const updates = async (tx: Parameters<Parameters<typeof t.ctx.db.transaction>[0]>[0]) =>
      rowsOf<{ updated: number; heapOnly: number }>(
        await tx.execute(sql`
          select n_tup_upd::int as updated, n_tup_hot_upd::int as "heapOnly"
          from pg_stat_xact_user_tables where relname = 'members'`),
      )[0] ?? { updated: 0, heapOnly: 0 };
    const counts = await t.ctx.db.transaction(async (tx) => {
      const before = await updates(tx);
      await writeLastSeen(tx, new Map([[middle!.id, new Date(Date.now() + 10 * 60_000)]]));
      const after = await updates(tx);
      return { updated: after.updated - before.updated, heapOnly: after.heapOnly - before.heapOnly };
    });

    expect(counts).toEqual({ updated: 1, heapOnly: 1 });
  });
});
