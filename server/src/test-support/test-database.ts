import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/client';
import { pgliteTemplate, serverTemplate } from './database-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close), so files never see each other's rows.
 * Both start as a copy of a template the migrations ran into once (database-template.ts).
 */
export async function openTestDatabase(
  options: { connectionTimeoutMs?: number } = {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: 'memory://', pgliteDataDir: await pgliteTemplate() });

  const name = `blynd_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${await serverTemplate(serverUrl)}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    url: url.toString(),
    pgliteDir: 'memory://',
    poolSize: 5,
    connectionTimeoutMs: options.connectionTimeoutMs,
  });
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
