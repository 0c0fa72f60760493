import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { auditLog, memberNotifications, memberPhotos } from '../../../db/schema';
import { quickMember } from '../../../test-support/social-kit';
import { setPhotoState, uploadUnscreened } from '../../../test-support/photo-states';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

// PGlite runs one query at a time; two staff deciding at once overlap only on a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Two staff deciding one photo at once on PostgreSQL (decision 0137)', () => {
  let t: TestApp;
  let staff: Session[];
  const decide = (session: Session, id: string, body: object) =>
    request(t.app)
      .post(`/api/v1/admin/verification/photos/${id}/decision`)
      .set('Authorization', session.auth)
      .send(body);
  const count = async (table: typeof auditLog | typeof memberNotifications, where: ReturnType<typeof and>) =>
    (await t.ctx.db.select().from(table).where(where)).length;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await Promise.all(Array.from({ length: 6 }, () => createAdminSession(t, 'Admin')));
  });
  afterAll(() => t.close());

  it.each([
    // Not approve and reject mixed: a reject after an approve is a take-down, which the rules allow (decision 0137).
    ['all reject', (i: number) => ({ decision: 'reject', reason: 'nudity', note: `no ${i}` })],
    ['all approve', (i: number) => ({ decision: 'approve', note: `ok ${i}` })],
  ])(
    'When six staff decide one held photo at once (%s), then one decision stands, one audit entry, one notice; the rest are told 409',
    async (_name, body) => {
      const m = await quickMember(t, `23481600${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`);
      const id = await uploadUnscreened(t, m, '#5599cc');
      await setPhotoState(t, id, { status: 'held', reason: 'nudity' });
      const answers = await Promise.all(staff.map((session, i) => decide(session, id, body(i))));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id));
      expect(row!.status).toBe(winner.body.photo.status);
      const audits = await count(auditLog, and(eq(auditLog.targetId, id), eq(auditLog.targetType, 'photo')));
      expect(audits).toBe(1);
      const notices = await count(
        memberNotifications,
        and(eq(memberNotifications.memberId, m.memberId), eq(memberNotifications.relatedId, id)),
      );
      expect(notices).toBe(1);
    },
  );
});
