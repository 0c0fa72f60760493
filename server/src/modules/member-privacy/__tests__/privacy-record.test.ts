import request from 'supertest';
import { eq, isNotNull } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { DEMO_SNOOZED_PHONE } from '../../../db/seed/demo-privacy';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const APP = '/api/v1/app';

/** The control centre's member record shows snooze, incognito and the count of hidden numbers (decision 0165). */
describe('Privacy on the member record, and the demo data', () => {
  let t: TestApp;
  let s: Session;
  const record = async (memberId: string) =>
    (await request(t.app).get(`/api/v1/admin/members/${memberId}/record`).set('Authorization', s.auth)).body;

  beforeAll(async () => {
    t = await createTestApp();
    s = await loginDemoAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('When the demo data is seeded, then one demo member is snoozed until she ends it, and her record says so', async () => {
    const [rukayat] = await t.ctx.db.select().from(members).where(eq(members.phone, DEMO_SNOOZED_PHONE));
    expect(rukayat!.snoozedAt).not.toBeNull();
    expect((await record(rukayat!.id)).privacy).toEqual({
      snoozed: true,
      snoozedUntil: null,
      incognito: false,
      hiddenContacts: 0,
    });
    expect(await t.ctx.db.$count(members, isNotNull(members.snoozedAt))).toBe(1);
  });

  it('When a member hides numbers, then the record shows how many and nothing of the numbers or their hashes', async () => {
    const ada = await signInMember(t.app, '08031234501');
    const res = await request(t.app)
      .put(`${APP}/me/hidden-contacts`)
      .set('Authorization', `Bearer ${ada.accessToken}`)
      .send({ phones: ['0809 700 5555', '07012340000'] });
    expect(res.status).toBe(200);
    const body = await record(ada.memberId);
    expect(body.privacy).toMatchObject({ hiddenContacts: 2, snoozed: false });
    const text = JSON.stringify(body);
    for (const fragment of ['8097005555', '7012340000']) expect(text).not.toContain(fragment);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });
});
