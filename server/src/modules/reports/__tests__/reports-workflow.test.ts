import request from 'supertest';
import { eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@blynd/shared';
import { auditLog, reports } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

describe('Reports workflow: open → actioned / dismissed with a note', () => {
  let t: TestApp;
  let s: Session;
  const resolve = (id: string, body: object, session: Pick<Session, 'auth'> = s) =>
    request(t.app).patch(`/api/v1/admin/reports/${id}`).set('Authorization', session.auth).send(body);
  const list = (status: string) =>
    request(t.app).get(`/api/v1/admin/getreports/${s.id}?status=${status}`).set('Authorization', s.auth);
  const all = (body: { users: { _id: string }[]; photos: { _id: string }[]; messages: { _id: string }[] }) => [
    ...body.users,
    ...body.photos,
    ...body.messages,
  ];

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When nothing is resolved yet, then every seeded report is open and the dashboard counts them by kind', async () => {
    const open = all((await list('open')).body);
    expect(open).toHaveLength(15);
    const dashboard = await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth);
    const body = (await list('open')).body;
    expect(dashboard.body.openReports).toEqual({
      users: body.users.length,
      photos: body.photos.length,
      messages: body.messages.length,
      total: 15,
    });
  });

  it('When a report is actioned with a note, then it leaves the open list, carries the note and who resolved it, and is audit-logged', async () => {
    const [report] = (await list('open')).body.users;
    const res = await resolve(report._id, { status: 'actioned', note: '  Warned the member by email.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Report marked as actioned');
    expect(res.body.report).toMatchObject({
      _id: report._id,
      status: 'actioned',
      note: 'Warned the member by email.',
      resolvedBy: expect.any(String),
      resolvedAt: expect.any(String),
    });
    expect(all((await list('open')).body).map((r) => r._id)).not.toContain(report._id);
    expect(all((await list('actioned')).body).map((r) => r._id)).toEqual([report._id]);
    expect(all((await list('all')).body)).toHaveLength(15);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, report._id));
    expect(entry).toMatchObject({
      action: 'report.action',
      targetType: 'report',
      adminId: s.id,
      details: expect.objectContaining({ memberId: report.reportedUser._id, note: 'Warned the member by email.' }),
    });
    const dashboard = await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth);
    expect(dashboard.body.openReports.total).toBe(14);
  });

  it('When a report is dismissed by Support, then it is dismissed; resolving it again is 409 and changes nothing', async () => {
    const support = await createAdminSession(t, 'Support');
    const [report] = (await list('open')).body.photos;
    const res = await resolve(report._id, { status: 'dismissed', note: 'The photo follows the rules.' }, support);
    expect(res.status).toBe(200);
    expect(res.body.report).toMatchObject({
      status: 'dismissed',
      resolvedBy: 'Support' + res.body.report.resolvedBy.slice(7),
    });
    const again = await resolve(report._id, { status: 'actioned', note: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: REPORT_MESSAGES.alreadyResolved });
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, report._id));
    expect(row).toMatchObject({ status: 'dismissed', note: 'The photo follows the rules.' });
  });

  it('When the note, status or id is bad, or no token is sent, then 4xx and nothing changes', async () => {
    const [report] = (await list('open')).body.messages;
    const cases: [object, string][] = [
      [{ status: 'actioned' }, REPORT_MESSAGES.noteRequired],
      [{ status: 'actioned', note: '   ' }, REPORT_MESSAGES.noteRequired],
      [{ status: 'actioned', note: 'x'.repeat(1001) }, REPORT_MESSAGES.noteTooLong],
      [{ status: 'open', note: 'reopen' }, REPORT_MESSAGES.badResolution],
      [{ note: 'no status' }, REPORT_MESSAGES.badResolution],
    ];
    for (const [body, error] of cases) {
      const res = await resolve(report._id, body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error });
    }
    expect((await resolve('00000000-0000-4000-8000-000000000000', { status: 'dismissed', note: 'n' })).status).toBe(
      404,
    );
    expect((await resolve('nope', { status: 'dismissed', note: 'n' })).status).toBe(400);
    expect(
      (await request(t.app).patch(`/api/v1/admin/reports/${report._id}`).send({ status: 'dismissed', note: 'n' }))
        .status,
    ).toBe(401);
    expect((await list('closed')).status).toBe(400);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.id, report._id));
    expect(row.status).toBe('open');
  });

  // PGlite runs one statement at a time, so the race can only happen on a PostgreSQL server.
  const onServer = process.env.DATABASE_URL ? it : it.skip;
  onServer('When two moderators resolve the same report at once, then exactly one resolution wins', async () => {
    const [report] = (await list('open')).body.users;
    const answers = await Promise.all([
      resolve(report._id, { status: 'actioned', note: 'A' }),
      resolve(report._id, { status: 'dismissed', note: 'B' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.targetId, report._id))).toBe(1);
  });
});
