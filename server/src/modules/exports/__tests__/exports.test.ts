import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { AUTHENTICATIONS_CSV_COLUMNS, USERS_CSV_COLUMNS } from '@blynd/shared';
import { auditLog, members, signupAuthentications } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';
import { JS_WHITESPACE } from '../csv-cells';
import { EXPORT_BATCH_SIZE } from '../exports.repository';

/** supertest gives a CSV body as text only when asked to buffer it. */
const download = (t: TestApp, path: string, session: Session) =>
  request(t.app)
    .get(`/api/v1/admin${path}`)
    .set('Authorization', session.auth)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    });

const NOW = new Date();
const at = (text: string) => sql`${text}::timestamptz`;
const afterNow = (microseconds: number) =>
  sql`${NOW.toISOString()}::timestamptz + ${`${microseconds} microseconds`}::interval`;

type Member = typeof members.$inferSelect;
type Auth = typeof signupAuthentications.$inferSelect;

describe('Admin CSV exports', () => {
  let t: TestApp;
  let s: Session;
  let evil: Member;
  let awkward: Member;
  let spaced: Member;
  let hidden: Member;
  let evilAuth: Auth;
  let spacedAuth: Auth;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    s = await loginDemoAdmin(t);
    // Newest of all, so they open the export in this order.
    [evil, awkward, spaced, hidden] = await t.ctx.db
      .insert(members)
      .values([
        {
          firstName: '=cmd()',
          lastName: '+SUM(A1)',
          email: '@evil@example.com',
          phone: '2348099999999',
          dob: '1990-01-01',
          gender: 'male',
          state: '-Lagos',
          region: '\tTab',
          earningStatus: 'Upstart',
          premiumUntil: afterNow(400),
          earningVerified: true,
          disabled: true,
          createdAt: at('2099-01-03 00:00:00.999999+00'),
        },
        {
          firstName: 'Quote "Q"',
          lastName: 'Comma, Name',
          email: null,
          phone: '2348099999998',
          dob: '2000-02-29',
          gender: 'female',
          state: 'Line\nBreak',
          region: '\rCR',
          earningStatus: 'Citizen',
          premiumUntil: afterNow(1000),
          lastSeenAt: at('1969-12-31 23:59:59.9999+00'),
          createdAt: at('2099-01-02 00:00:00+00'),
        },
        {
          firstName: '\u00a0 =Ada',
          lastName: 'Obi\u2028',
          phone: '2348099999997',
          dob: '1995-04-12',
          gender: 'female',
          state: 'Oyo',
          earningStatus: 'Citizen',
          isBlocked: true,
          completedSignup: true,
          createdAt: at('2099-01-01 00:00:00+00'),
        },
        {
          firstName: '\n=HYPERLINK("https://evil.example","Open")',
          lastName: '  =1+1',
          phone: '2348099999996',
          dob: '1994-03-03',
          gender: 'male',
          state: ' @SUM(A1)',
          region: '\u3000-2+3',
          earningStatus: 'Upstart',
          createdAt: at('2098-12-31 00:00:00+00'),
        },
      ])
      .returning();
    [evilAuth, spacedAuth] = await t.ctx.db
      .insert(signupAuthentications)
      .values([
        { memberId: evil.id, phone: '=2348099999999', authStep: 2, createdAt: at('2099-01-02 00:00:00.5+00') },
        {
          memberId: spaced.id,
          phone: '2348099999997',
          authStep: -1,
          isBlocked: true,
          createdAt: at('2099-01-01 00:00:00+00'),
        },
      ])
      .returning();
    // More rows than one batch, all at the same instant (microseconds included), so a batch boundary
    // falls inside a run of equal times and the keyset has to go by id there.
    const bulk = Array.from({ length: EXPORT_BATCH_SIZE.postgres + 100 }, (_, i) => ({
      firstName: `Bulk${i}`,
      phone: `23470${String(i).padStart(8, '0')}`,
      dob: '1991-02-03',
      gender: 'female',
      state: 'Oyo',
      earningStatus: 'Citizen',
      createdAt: at('2025-01-01 00:00:00.123456+00'),
    }));
    await t.ctx.db.insert(members).values(bulk);
  });
  afterAll(() => t.close());

  it('When users.csv is downloaded, then every member is a row with the table columns and formula cells are neutralised', async () => {
    const res = await download(t, '/export/users.csv', s);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([...USERS_CSV_COLUMNS]);
    expect(rows.find((r) => r.id === evil.id)).toMatchObject({
      firstName: "'=cmd()",
      lastName: "'+SUM(A1)",
      email: "'@evil@example.com",
      state: "'-Lagos",
      phone: '2348099999999',
    });
    const ada = rows.find((r) => r.phone === '2348031234501')!;
    expect(ada).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okafor',
      earningStatus: 'Citizen',
      isPremium: 'false',
      gender: 'female',
      dob: '1995-04-12',
    });
    expect(rows.find((r) => r.phone === '2348031234502')!.isPremium).toBe('true');
  });

  it('When a cell hides a formula behind a line feed or spaces, then users.csv neutralises it too', async () => {
    const rows = parse((await download(t, '/export/users.csv', s)).body as string, { columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.find((r) => r.id === hidden.id)).toMatchObject({
      firstName: '\'\n=HYPERLINK("https://evil.example","Open")',
      lastName: "'  =1+1",
      state: "' @SUM(A1)",
      region: "'\u3000-2+3",
    });
  });

  it('When users.csv is downloaded, then cells are written exactly as before: quotes doubled, bare booleans, CRLF, UTC times to the millisecond', async () => {
    const res = await download(t, '/export/users.csv', s);
    const header = USERS_CSV_COLUMNS.map((c) => `"${c}"`).join(',');
    const premiumAt = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
    const expected = [
      header,
      // Premium until 0.4 ms after now is not premium: a Date keeps whole milliseconds.
      `"${evil.id}","'=cmd()","'+SUM(A1)","'@evil@example.com","2348099999999","male","1990-01-01","'-Lagos","'\tTab","Upstart",false,"${premiumAt(0)}",true,false,true,false,false,"","2099-01-03T00:00:00.999Z"`,
      `"${awkward.id}","Quote ""Q""","Comma, Name","","2348099999998","female","2000-02-29","Line\nBreak","'\rCR","Citizen",true,"${premiumAt(1)}",false,false,false,false,false,"1969-12-31T23:59:59.999Z","2099-01-02T00:00:00.000Z"`,
      `"${spaced.id}","'\u00a0 =Ada","Obi\u2028","","2348099999997","female","1995-04-12","Oyo","","Citizen",false,"",false,false,false,true,true,"","2099-01-01T00:00:00.000Z"`,
    ].join('\r\n');
    expect((res.body as string).slice(0, expected.length + 2)).toBe(`${expected}\r\n`);
    expect(res.body as string).not.toMatch(/\r\n$/);
  });

  it('When the members span several batches, then every member appears once, newest first, across the batch boundaries', async () => {
    const res = await download(t, '/export/users.csv', s);
    const ids = (parse(res.body as string, { columns: true }) as Record<string, string>[]).map((r) => r.id);
    const expected = await t.ctx.db
      .select({ id: members.id })
      .from(members)
      .orderBy(sql`${members.createdAt} desc, ${members.id} desc`);
    expect(ids.length).toBeGreaterThan(EXPORT_BATCH_SIZE.postgres);
    expect(ids).toEqual(expected.map((m) => m.id));
  });

  it('When authentications.csv is downloaded, then every sign-up record is a row with its owner, written exactly as before', async () => {
    const res = await download(t, '/export/authentications.csv', s);
    expect(res.status).toBe(200);
    const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await t.ctx.db.$count(signupAuthentications));
    expect(Object.keys(rows[0])).toEqual([...AUTHENTICATIONS_CSV_COLUMNS]);
    const expected = [
      AUTHENTICATIONS_CSV_COLUMNS.map((c) => `"${c}"`).join(','),
      `"${evilAuth.id}","'=2348099999999",2,false,"${evil.id}","'=cmd() +SUM(A1)","'@evil@example.com","2099-01-02T00:00:00.500Z"`,
      // The owner's name is trimmed as String#trim does (no-break space, line separator), then neutralised;
      // a negative number is not text, so it stays bare.
      `"${spacedAuth.id}","2348099999997",-1,true,"${spaced.id}","'=Ada Obi","","2099-01-01T00:00:00.000Z"`,
    ].join('\r\n');
    expect((res.body as string).slice(0, expected.length + 2)).toBe(`${expected}\r\n`);
  });

  it('When names are trimmed in SQL, then exactly the characters String#trim removes are trimmed', () => {
    const trimmed = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter(
      (char) => char.trim() === '',
    );
    expect([...JS_WHITESPACE]).toEqual(trimmed);
  });

  it('When exports are downloaded, then each one is in the audit log with the admin and IP', async () => {
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.adminId, s.id));
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['export.users', 'export.authentications']));
    expect(entries.find((e) => e.action === 'export.users')!.ip).toBeTruthy();
  });

  it('When Support asks for an export, then 403 and nothing is audited', async () => {
    const support = await createAdminSession(t, 'Support');
    const res = await request(t.app).get('/api/v1/admin/export/users.csv').set('Authorization', support.auth);
    expect(res.status).toBe(403);
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.adminId, support.id))).toBe(0);
  });
});
