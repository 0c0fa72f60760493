import request from 'supertest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { AUTHENTICATIONS_CSV_COLUMNS, USERS_CSV_COLUMNS } from '@blynd/shared';
import { auditLog, members, signupAuthentications } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../__tests__/admin-kit';
import { EXPORT_BATCH_SIZE } from '../exports.repository';

jest.setTimeout(60_000);

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

describe('Admin CSV exports', () => {
  let t: TestApp;
  let s: Session;
  let injected: typeof members.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp();
    s = await loginDemoAdmin(t);
    [injected] = await t.ctx.db
      .insert(members)
      .values({ firstName: '=cmd()', lastName: '+SUM(A1)', email: '@evil@example.com', phone: '2348099999999', dob: '1990-01-01', gender: 'male', state: '-Lagos', earningStatus: 'Upstart' })
      .returning();
    await t.ctx.db.insert(signupAuthentications).values({ memberId: injected.id, phone: '=2348099999999', authStep: 2 });
    // More rows than one batch, so the keyset paging is exercised across batch boundaries.
    const extra = Array.from({ length: EXPORT_BATCH_SIZE }, (_, i) => ({
      firstName: `Bulk${i}`, phone: `23470${String(i).padStart(8, '0')}`, dob: '1991-02-03', gender: 'female', state: 'Oyo', earningStatus: 'Citizen', createdAt: new Date('2025-01-01T00:00:00.123Z'),
    }));
    await t.ctx.db.insert(members).values(extra);
  });
  afterAll(() => t.close());

  it('When users.csv is downloaded, then every member is a row with the table columns and formula cells are neutralised', async () => {
    const res = await download(t, '/export/users.csv', s);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await t.ctx.db.$count(members));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(Object.keys(rows[0])).toEqual([...USERS_CSV_COLUMNS]);
    const evil = rows.find((r) => r.id === injected.id)!;
    expect(evil).toMatchObject({ firstName: "'=cmd()", lastName: "'+SUM(A1)", email: "'@evil@example.com", state: "'-Lagos", phone: '2348099999999' });
    const ada = rows.find((r) => r.phone === '2348031234501')!;
    expect(ada).toMatchObject({ firstName: 'Ada', lastName: 'Okafor', earningStatus: 'Citizen', isPremium: 'false', gender: 'female', dob: '1995-04-12' });
    expect(rows.find((r) => r.phone === '2348031234502')!.isPremium).toBe('true');
  });

  it('When authentications.csv is downloaded, then every sign-up record is a row with its owner', async () => {
    const res = await download(t, '/export/authentications.csv', s);
    expect(res.status).toBe(200);
    const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(await t.ctx.db.$count(signupAuthentications));
    expect(Object.keys(rows[0])).toEqual([...AUTHENTICATIONS_CSV_COLUMNS]);
    const evil = rows.find((r) => r.ownerId === injected.id)!;
    expect(evil).toMatchObject({ phone: "'=2348099999999", authStep: '2', ownerName: "'=cmd() +SUM(A1)", ownerEmail: "'@evil@example.com" });
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
