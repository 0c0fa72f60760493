import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import { migratePglite, MIGRATIONS_FOLDER, openDatabase, pgliteExtensions, type Database, type Db } from '../db/client';
import { createLogger } from '../lib/logger';
import { createJobQueue } from '../modules/jobs/job-queue';
import { PRE_MIGRATION_ROUTINE_FILES, ROUTINE_FILES, routineText } from '../db/routines';

/**
 * Migrating a fresh database costs every test file seconds (PGlite's initdb most of all), so the migrations run once
 * into a template that each file copies: a dumped PGlite data directory in the temp folder, or a template database
 * on the PostgreSQL server. Both are named by a hash of the migrations and the routines (and the PGlite version), so a
 * changed migration or routine makes a new template and a stale one is never used (docs/decisions/0069-ci-under-thirty-minutes.md).
 */
function migrationsKey(extra = ''): string {
  const hash = createHash('sha256').update(extra);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      hash.update(path.slice(MIGRATIONS_FOLDER.length));
      if (entry.isDirectory()) walk(path);
      else hash.update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_FOLDER);
  // The routines as applied (fragments and constants written in): a changed routine makes a new template too.
  for (const file of [...PRE_MIGRATION_ROUTINE_FILES, ...ROUTINE_FILES]) hash.update(file).update(routineText(file));
  return hash.digest('hex').slice(0, 16);
}

function packageVersion(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
const pgliteVersion = () => packageVersion('@electric-sql/pglite');
/** The job queue's own schema (pg-boss, decision 0135) is in the template too, so no test file installs it. */
const jobQueueVersion = () => `pg-boss ${packageVersion('pg-boss')}`;

async function installJobQueue(database: Pick<Database, 'db' | 'kind'>) {
  const queue = createJobQueue(database as Database, createLogger('silent'));
  await queue.boss();
  await queue.stop();
}

/** The migrated PGlite data directory, dumped once per migration set and kept in the temp folder. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `blynd-pglite-template-${migrationsKey(pgliteVersion() + jobQueueVersion())}.tar`);
  if (!existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = new PGlite('memory://', { extensions: await pgliteExtensions() });
    await migratePglite(client);
    await installJobQueue({ db: { $client: client } as unknown as Db, kind: 'pglite' });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

// Any fixed number: it names the lock that lets one test process at a time build the server template.
const TEMPLATE_LOCK = 7_069_001;

/** The name of a migrated template database on the server at `serverUrl`, built on first use. */
export async function serverTemplate(serverUrl: string): Promise<string> {
  const name = `blynd_template_${migrationsKey(jobQueueVersion())}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Migrated under a scratch name and renamed when complete, so a process that dies midway leaves no half template.
      const scratch = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${scratch}`);
      const url = new URL(serverUrl);
      url.pathname = `/${scratch}`;
      const database = await openDatabase({ url: url.toString(), pgliteDir: 'memory://', poolSize: 1 });
      await installJobQueue(database);
      await database.close();
      await admin.query(`alter database ${scratch} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
