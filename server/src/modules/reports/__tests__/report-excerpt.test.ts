import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '@blynd/shared';
import { auditLog, reports } from '../../../db/schema';
import { APP, createSocialApp, quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

describe('Reports → Messages: the excerpt of a message report', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  let staff: Session;
  let messageReportId: string;
  let userReportId: string;
  const excerpt = (id: string, session: Pick<Session, 'auth'> = staff) =>
    request(t.app).get(`/api/v1/admin/reports/${id}/excerpt`).set('Authorization', session.auth);
  const openings = (id: string) =>
    t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.excerpt.read'), eq(auditLog.targetId, id)));
  const report = (from: Member, body: object) =>
    request(t.app)
      .post(`${APP}/reports`)
      .set('Authorization', from.auth)
      .send({ reason: 'Abuse', alsoBlock: false, ...body });

  beforeAll(async () => {
    t = await createSocialApp();
    staff = await createAdminSession(t, 'Super Admin');
    [ada, bola] = [await quickMember(t, '08065551001', false), await quickMember(t, '08065551002', false)];
    const cara = await quickMember(t, '08065551003', false);
    const matchId = await matchUp(t, ada, bola);
    await send(t.app, ada, matchId, 'hi there');
    for (let i = 1; i <= 11; i++) await send(t.app, i % 2 ? bola : ada, matchId, `line ${i}`);
    const nasty = await send(t.app, bola, matchId, 'the nasty one');
    await send(t.app, ada, matchId, 'after the report');
    // Another conversation of the reported member, which no excerpt may show.
    await send(t.app, bola, await matchUp(t, bola, cara), 'elsewhere');
    expect(
      (await report(ada, { kind: 'message', memberId: bola.memberId, messageId: nasty.body.message._id })).status,
    ).toBe(201);
    expect((await report(cara, { kind: 'user', memberId: bola.memberId })).status).toBe(201);
    const rows = await t.ctx.db.select().from(reports);
    messageReportId = rows.find((r) => r.kind === 'message')!.id;
    userReportId = rows.find((r) => r.kind === 'user')!.id;
  });
  afterAll(() => t.close());

  it("When staff open a message report's excerpt, then they read the reported message and the 10 before it, each with its sender and time, and nothing else", async () => {
    const res = await excerpt(messageReportId);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      reportId: messageReportId,
      reporter: { _id: ada.memberId },
      reportedUser: { _id: bola.memberId },
    });
    const items = res.body.items as { seq: number; sender: string; text: string; sentAt: string; reported: boolean }[];
    expect(items.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(items.map((m) => m.sender)).toEqual([
      'reporter',
      'reported',
      'reporter',
      'reported',
      'reporter',
      'reported',
      'reporter',
      'reported',
      'reporter',
      'reported',
      'reported',
    ]);
    expect(items.at(-1)).toMatchObject({ text: 'the nasty one', sender: 'reported', reported: true });
    expect(items.filter((m) => m.reported)).toHaveLength(1);
    expect(items.every((m) => !Number.isNaN(Date.parse(m.sentAt)))).toBe(true);
    const text = JSON.stringify(res.body);
    for (const unseen of ['hi there', 'line 1"', 'after the report', 'elsewhere']) expect(text).not.toContain(unseen);
  });

  it('When the excerpt is opened twice, then the audit log holds one entry per opening, naming the admin and the members; listing reports logs none', async () => {
    const before = (await openings(messageReportId)).length;
    const other = await createAdminSession(t, 'Admin');
    expect((await excerpt(messageReportId)).status).toBe(200);
    expect((await excerpt(messageReportId, other)).status).toBe(200);
    expect(
      (await request(t.app).get(`/api/v1/admin/getreports/${staff.id}`).set('Authorization', staff.auth)).status,
    ).toBe(200);
    const entries = await openings(messageReportId);
    expect(entries).toHaveLength(before + 2);
    expect(
      entries
        .slice(-2)
        .map((e) => e.adminId)
        .sort(),
    ).toEqual([staff.id, other.id].sort());
    expect(entries.at(-1)).toMatchObject({
      targetType: 'report',
      details: { memberId: bola.memberId, reporterId: ada.memberId, messages: 11 },
    });
    expect(JSON.stringify(entries)).not.toContain('nasty');
  });

  it('When the report is about a member rather than a message, or does not exist, then 404 (a malformed id 400) and nothing is logged', async () => {
    const notMessage = await excerpt(userReportId);
    expect(notMessage.status).toBe(404);
    expect(notMessage.body).toEqual({ error: REPORT_MESSAGES.notMessageReport });
    const unknown = await excerpt('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: REPORT_MESSAGES.notFound });
    expect((await excerpt('nope')).status).toBe(400);
    expect(await openings(userReportId)).toHaveLength(0);
  });

  it('When each role opens it, then every role that reads reports may (Support included), and no or a bad token is 401 with nothing logged', async () => {
    for (const role of ['Super Admin', 'Admin', 'Support'] as const) {
      const session = await createAdminSession(t, role);
      const res = await excerpt(messageReportId, session);
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
    }
    const before = (await openings(messageReportId)).length;
    expect((await request(t.app).get(`/api/v1/admin/reports/${messageReportId}/excerpt`)).status).toBe(401);
    expect((await excerpt(messageReportId, { auth: 'Bearer not-a-token' })).status).toBe(401);
    const disabled = await createAdminSession(t, 'Support', { disabled: true });
    expect([401, 403]).toContain((await excerpt(messageReportId, disabled)).status);
    expect(await openings(messageReportId)).toHaveLength(before);
  });
});
