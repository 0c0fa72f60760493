import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Extension, Extensions, PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { applyRoutineFiles, PRE_MIGRATION_ROUTINE_FILES, ROUTINE_FILES, ROUTINES_LOCK } from './routines';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | DbTransaction;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Works from src/db (tsx, jest) and dist/db (compiled): both sit two levels below the server folder. */
export const MIGRATIONS_FOLDER = resolve(__dirname, '..', '..', 'src', 'db', 'migrations');

type DatabaseOptions = {
  url?: string;
  pgliteDir: string;
  /** A data directory dumped by PGlite's dumpDataDir to start from (tests load a migrated one instead of migrating). */
  pgliteDataDir?: Blob;
  poolSize?: number;
  connectionTimeoutMs?: number;
  /** How long a connection above the pool's minimum may sit idle before it is closed (tests shorten it). */
  idleTimeoutMs?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.pgliteDir, options.pgliteDataDir);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const poolSize = options.poolSize ?? 10;
  // A connection, once open, stays open (decision 0117): closed after a spell of idleness, it came back as a new
  // server process on the next burst, whose first calls load the catalogue and compile the chat functions
  // again, and each time chat sends stalled for up to a second.
  const pool = new Pool({
    connectionString: url,
    // No JIT (decision 0184): a query the planner cannot see stop early (discover's capped count, the snapshot's walk)
    // passed jit_above_cost and spent 40 ms to a second compiling code that then ran for milliseconds.
    options: '-c jit=off',
    max: poolSize,
    min: poolSize,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 3000,
    idleTimeoutMillis: options.idleTimeoutMs ?? 30_000,
  });
  // A dropped connection must not crash the process; the next query reports the outage instead.
  pool.on('error', () => undefined);
  // The pool listens only on idle clients. A connection cut while checked out between two statements of a
  // transaction would emit an unhandled 'error' and end the process; its next query fails instead, the
  // transaction rolls back, and the pool discards the client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema }) as unknown as Db;
  await applyRoutinesPg(pool, PRE_MIGRATION_ROUTINE_FILES);
  await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  await applyRoutinesPg(pool, ROUTINE_FILES);
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string, dataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = await pgliteExtensions();
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dir), { recursive: true });
  // 'memory://', not undefined: PGlite ignores the options (and so the extensions) after an undefined data dir.
  const client = new PGlite(inMemory ? 'memory://' : resolve(dir), { extensions, loadDataDir: dataDir });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  await migratePglite(client);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/**
 * The routines (db/routines.ts) in one transaction, under a lock that lets one starting instance at a time replace
 * them (two at once could fail with "tuple concurrently updated").
 */
async function applyRoutinesPg(pool: import('pg').Pool, files: readonly string[]) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [ROUTINES_LOCK]);
    await applyRoutineFiles(files, (text) => client.query(text));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Migrates an embedded database: the routines the migrations call, the migrations, then every routine. */
export async function migratePglite(client: PGlite, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const apply = (files: readonly string[]) =>
    client.transaction((tx) => applyRoutineFiles(files, (text) => tx.exec(text)));
  await apply(PRE_MIGRATION_ROUTINE_FILES);
  await migrate(drizzle(client), { migrationsFolder });
  await apply(ROUTINE_FILES);
}

/** The extensions the migrations create (pg_trgm for the inbox search, migration 0009); PGlite loads them from its package. */
export async function pgliteExtensions(): Promise<Extensions> {
  // A package subpath this TypeScript setting (node10 resolution) cannot type; Node resolves it through the package's exports.
  const specifier = '@electric-sql/pglite/contrib/pg_trgm';
  const { pg_trgm } = (await import(specifier)) as { pg_trgm: Extension };
  return { pg_trgm };
}

export { schema };
