import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { rowsOf } from '../rows';
import { openTestDatabase } from '../../test-support/test-database';

// PGlite has one connection and no pool; the pool is the PostgreSQL server's (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('The connection pool (PostgreSQL server)', () => {
  let test: Database & { url?: string };
  let pooled: Database;

  beforeAll(async () => {
    test = await openTestDatabase();
    pooled = await openDatabase({ url: test.url, pgliteDir: 'memory://', poolSize: 3, idleTimeoutMs: 50 });
  });
  afterAll(async () => {
    await pooled.close();
    await test.close();
  });

  /** The server processes behind three statements run at once (the pool's three connections). */
  const backends = async () =>
    new Set(
      (
        await Promise.all(
          [0, 1, 2].map(async () =>
            rowsOf<{ pid: number }>(await pooled.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`)),
          ),
        )
      ).map((rows) => rows[0]!.pid),
    );

  it('When its connections have been idle longer than the idle timeout, then they are still open: the next burst gets the same server processes, not new ones', async () => {
    const first = await backends();
    expect(first.size).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await backends()).toEqual(first);
  });

  it('When the server runs a query, then PostgreSQL compiles none of it with JIT, on every connection of the pool', async () => {
    const settings = await Promise.all(
      [0, 1, 2].map(
        async () =>
          rowsOf<{ jit: string }>(
            await pooled.db.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`),
          )[0]!.jit,
      ),
    );
    expect(settings).toEqual(['off', 'off', 'off']);
  });
});
