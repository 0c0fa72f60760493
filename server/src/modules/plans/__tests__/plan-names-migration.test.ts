import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migratePglite, MIGRATIONS_FOLDER, pgliteExtensions } from '../../../db/client';

describe('migration 0003_plan_names', () => {
  let client: PGlite;
  let before: string;

  beforeAll(async () => {
    // The migrations as they stood before 0003, to hold the data an existing database may have.
    before = mkdtempSync(join(tmpdir(), 'blynd-migrations-'));
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
    writeFileSync(
      journalFile,
      JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 3) }),
    );
    client = new PGlite({ extensions: await pgliteExtensions() });
    await migrate(drizzle(client), { migrationsFolder: before });
  });
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('When plan names already differ only in case, then the migration keeps the active oldest name, renames the others, and refuses new case duplicates', async () => {
    await client.query(`insert into plans (name, weekly_price, monthly_price, features, retired, created_at) values
      ('spark', 1, 2, '[]', true, now() - interval '3 days'),
      ('Spark', 2500, 8000, '[]', false, now() - interval '2 days'),
      ('SPARK', 3000, 9000, '[]', false, now() - interval '1 day'),
      ('Blaze', 4500, 15000, '[]', false, now())`);

    await migratePglite(client);

    const { rows } = await client.query<{ name: string; weekly_price: number }>(
      'select name, weekly_price from plans order by created_at',
    );
    expect(rows).toEqual([
      { name: 'spark (3)', weekly_price: 1 },
      { name: 'Spark', weekly_price: 2500 },
      { name: 'SPARK (2)', weekly_price: 3000 },
      { name: 'Blaze', weekly_price: 4500 },
    ]);
    await expect(
      client.query(`insert into plans (name, weekly_price, monthly_price, features) values ('BLAZE', 1, 2, '[]')`),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
