import request from 'supertest';
import { eq } from 'drizzle-orm';
import { memberPhotos, members, reports } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

describe('GET /api/v1/admin/getreports/{adminId}', () => {
  let t: TestApp;
  let s: Session;
  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When the reports are read, then users, photos and messages each hold their reports with reporter, reported member and reason, and no message text', async () => {
    const res = await request(t.app).get(`/api/v1/admin/getreports/${s.id}`).set('Authorization', s.auth);
    expect(res.status).toBe(200);
    const rows = await t.ctx.db.select().from(reports);
    const people = new Map((await t.ctx.db.select().from(members)).map((m) => [m.id, m]));
    for (const [key, kind] of [
      ['users', 'user'],
      ['photos', 'photo'],
      ['messages', 'message'],
    ] as const) {
      const expected = rows.filter((r) => r.kind === kind);
      expect(res.body[key]).toHaveLength(expected.length);
      for (const report of res.body[key]) {
        const row = expected.find((r) => r.id === report._id)!;
        expect(report).toMatchObject({
          kind,
          reason: row.reason,
          reporter: {
            _id: row.reporterId,
            firstName: people.get(row.reporterId)!.firstName,
            phone: people.get(row.reporterId)!.phone,
          },
          reportedUser: {
            _id: row.reportedMemberId,
            firstName: people.get(row.reportedMemberId!)!.firstName,
            phone: people.get(row.reportedMemberId!)!.phone,
          },
          reportedAccountDeleted: false,
        });
        expect(report).not.toHaveProperty('messageText');
      }
      const dates = res.body[key].map((r: { createdAt: string }) => r.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect(res.body.users.length + res.body.photos.length + res.body.messages.length).toBe(15);
    const photoReport = res.body.photos[0];
    const [photo] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, photoReport.photo._id));
    expect(photoReport.photo).toEqual({
      _id: photo.id,
      awsUrl: `/api/v1/admin/photos/${photo.id}`,
      publidId: photo.id,
      flagged: photo.flagged,
      status: photo.status,
      reason: photo.reason,
    });
    // The reported words are read through the audited excerpt alone (decision 0124).
    for (const row of rows.filter((r) => r.messageText))
      expect(JSON.stringify(res.body)).not.toContain(row.messageText);
  });

  it('When Support reads the reports, then they are answered', async () => {
    const support = await createAdminSession(t, 'Support');
    expect(
      (await request(t.app).get(`/api/v1/admin/getreports/${support.id}`).set('Authorization', support.auth)).status,
    ).toBe(200);
  });
});
