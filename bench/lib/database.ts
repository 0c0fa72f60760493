import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** BENCH_DATABASE names it, so two runs on one server can keep out of each other's way. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'blynd_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE))
  throw new Error(`BENCH_DATABASE must be a plain lower-case name, got ${BENCH_DATABASE}`);

export type BenchDatabase = {
  kind: 'postgres' | 'pglite';
  /** Environment for the server process. */
  serverEnv: Record<string, string>;
  /** Runs one statement against the bench database (the server must not hold PGlite open). */
  exec(sql: string): Promise<void>;
  /**
   * Runs independent statements side by side, `concurrency` at a time, each on a connection of its own that
   * first runs `setup` (session settings); one after another on PGlite, which has a single connection.
   */
  execParallel(statements: string[], setup: string, concurrency: number): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  version(): Promise<string>;
  close(): Promise<void>;
};

/**
 * PostgreSQL: a database of the bench's own on the server of DATABASE_URL, dropped and created anew
 * (kept as it is with `reuse`); no other database is touched. PGlite: a fresh folder.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  options: { reuse?: boolean } = {},
): Promise<BenchDatabase> {
  if (serverUrl) {
    if (!options.reuse) {
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await admin.query(`create database ${BENCH_DATABASE}`);
      await admin.end();
    }
    const url = new URL(serverUrl);
    url.pathname = `/${BENCH_DATABASE}`;
    let client: Client | undefined;
    const connected = async () => {
      if (!client) {
        client = new Client({ connectionString: url.toString() });
        await client.connect();
      }
      return client;
    };
    return {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: url.toString() },
      exec: async (sql) => void (await (await connected()).query(sql)),
      execParallel: async (statements, setup, concurrency) => {
        const queue = [...statements];
        const worker = async () => {
          const own = new Client({ connectionString: url.toString() });
          await own.connect();
          try {
            await own.query(setup);
            for (let next = queue.shift(); next !== undefined; next = queue.shift()) await own.query(next);
          } finally {
            await own.end();
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, statements.length) }, worker));
      },
      query: async <T>(sql: string) => (await (await connected()).query(sql)).rows as T[],
      version: async () =>
        `PostgreSQL ${((await (await connected()).query('show server_version')).rows[0] as { server_version: string }).server_version}`,
      close: async () => {
        await client?.end();
        client = undefined;
      },
    };
  }
  const dir = join(mkdtempSync(join(tmpdir(), 'blynd-bench-pglite-')), 'pglite');
  const { PGlite } = await import('@electric-sql/pglite');
  // The server's migrations create pg_trgm (migration 0009); this process must load it to write those tables.
  const trgmModule = '@electric-sql/pglite/contrib/pg_trgm'; // a package subpath node10 resolution cannot type
  const { pg_trgm } = (await import(trgmModule)) as { pg_trgm: import('@electric-sql/pglite').Extension };
  let db: InstanceType<typeof PGlite> | undefined;
  const opened = async () => {
    db ??= new PGlite(dir, { extensions: { pg_trgm } });
    await db.waitReady;
    return db;
  };
  return {
    kind: 'pglite',
    serverEnv: { PGLITE_DIR: dir },
    exec: async (sql) => void (await (await opened()).exec(sql)),
    execParallel: async (statements, setup) => {
      await (await opened()).exec(setup);
      for (const statement of statements) await (await opened()).exec(statement);
    },
    query: async <T>(sql: string) => (await (await opened()).query<T>(sql)).rows,
    version: async () =>
      `PGlite (${(await (await opened()).query<{ v: string }>('select version() as v')).rows[0].v.split(' ').slice(0, 2).join(' ')})`,
    close: async () => {
      await db?.close();
      db = undefined;
    },
  };
}
