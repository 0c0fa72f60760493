import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, pgliteExtensions, type Database } from '../client';
import { rowsOf } from '../rows';
import { filesUnder } from '../../test-support/source-files';
import {
  applyRoutineFiles,
  PRE_MIGRATION_ROUTINE_FILES,
  ROUTINE_FILES,
  routineText,
  SOURCE_ROOT,
  SQL_FRAGMENT_FILES,
  sqlFragment,
} from '../routines';
import { pgliteTemplate } from '../../test-support/database-template';
import { openTestDatabase } from '../../test-support/test-database';

/** Every .sql file under src/ outside the migrations, relative to src/. */
const sqlFilesOutsideMigrations = (): string[] =>
  filesUnder(
    SOURCE_ROOT,
    (name) => name.endsWith('.sql'),
    (_name, path) => path === MIGRATIONS_FOLDER,
  ).map((path) => relative(SOURCE_ROOT, path));

const withoutComments = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n');

/** Each function a routine file defines, with its body as PostgreSQL stores it (prosrc: the text between the $$). */
function definedFunctions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ROUTINE_FILES)
    for (const match of routineText(file).matchAll(/CREATE OR REPLACE FUNCTION "(\w+)"[\s\S]*?AS \$\$([\s\S]*?)\$\$/g))
      found.set(match[1]!, match[2]!);
  return found;
}

const definedTriggers = () =>
  new Set(ROUTINE_FILES.flatMap((file) => [...routineText(file).matchAll(/TRIGGER "(\w+)"/g)].map((m) => m[1]!)));

describe('Database routines as module source (decision 0130)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('When the migrations are read, then none creates or alters a function, a procedure or a trigger', () => {
    const offenders = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .filter((name) =>
        /\b(CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|PROCEDURE|TRIGGER)|ALTER\s+(FUNCTION|PROCEDURE))\b/i.test(
          withoutComments(readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8')),
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('When the sql folders are listed, then every file is a routine applied on start or a fragment, and every listed file exists', () => {
    const listed = [...ROUTINE_FILES, ...Object.values(SQL_FRAGMENT_FILES)];
    expect(sqlFilesOutsideMigrations().sort()).toEqual([...new Set(listed)].sort());
    for (const file of PRE_MIGRATION_ROUTINE_FILES) expect(ROUTINE_FILES).toContain(file);
  });

  it('When a database is opened, then every function and trigger in it is one a routine file defines, as that file has it now', async () => {
    const functions = rowsOf<{ name: string; body: string }>(
      await database.db.execute(sql`
        select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`),
    );
    const defined = definedFunctions();
    expect(functions.map((f) => f.name).sort()).toEqual([...defined.keys()].sort());
    for (const { name, body } of functions) expect({ name, body }).toEqual({ name, body: defined.get(name) });

    const triggers = rowsOf<{ name: string }>(
      await database.db.execute(sql`
        select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal`),
    );
    expect(triggers.map((t) => t.name).sort()).toEqual([...definedTriggers()].sort());
  });

  it('When a routine the migrations need is applied, then it is applied after them too, and the one the chat send shares with visibility is written in', () => {
    expect(ROUTINE_FILES.indexOf(PRE_MIGRATION_ROUTINE_FILES[0]!)).toBe(0);
    const send = routineText('modules/member-chat/sql/chat-send-message.sql');
    expect(send).not.toMatch(/\{\{/);
    expect(send).toContain('sa.member_id = other_id AND sa.auth_step <> 11');
  });

  it('When a fragment writes another in, then each argument naming one of its parameters is filled where it is used, in routines and in queries alike', async () => {
    // member_visible_to writes member_verified in twice (decision 0146): for the viewer and for the member.
    const send = routineText('modules/member-chat/sql/chat-send-message.sql');
    expect(send).not.toMatch(/\{\{/);
    expect(send).toContain('vf.member_id = p_sender_id');
    expect(send).toContain('vf.member_id = other_id');
    const viewer = '00000000-0000-4000-8000-000000000001';
    const member = '00000000-0000-4000-8000-000000000002';
    const query = sql`select ${sqlFragment('member_verified', { member: sql`${member}::uuid` })} as verified,
      ${sqlFragment('member_visible_to', { row: sql`m`, member: sql`m.id`, viewer: sql`${viewer}::uuid` })} as visible
      from (select ${member}::uuid as id, true as completed_signup, false as is_blocked, false as disabled,
        false as only_verified) m`;
    const [row] = rowsOf<{ verified: boolean; visible: boolean }>(await database.db.execute(query));
    expect(row).toEqual({ verified: false, visible: true });
  });

  it('When one routine file of several fails, then none of them is applied and the error names the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blynd-routines-'));
    const client = new PGlite('memory://', {
      extensions: await pgliteExtensions(),
      loadDataDir: await pgliteTemplate(),
    });
    try {
      const good = join(dir, 'good.sql');
      const bad = join(dir, 'bad.sql');
      writeFileSync(
        good,
        'CREATE OR REPLACE FUNCTION "routine_probe"() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;',
      );
      writeFileSync(
        bad,
        'CREATE OR REPLACE FUNCTION "routine_broken"() RETURNS integer LANGUAGE sql AS $$ SELEC 1 $$;',
      );
      await expect(client.transaction((tx) => applyRoutineFiles([good, bad], (text) => tx.exec(text)))).rejects.toThrow(
        `database routine ${bad} failed`,
      );
      const { rows } = await client.query(`select 1 from pg_proc where proname = 'routine_probe'`);
      expect(rows).toHaveLength(0);
    } finally {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
