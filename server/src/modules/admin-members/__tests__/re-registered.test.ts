import request from 'supertest';
import { APP, createSocialApp, signedUpMember } from '../../../test-support/social-kit';
import { signInMember } from '../../../test-support/member-session';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

describe('The control centre shows a member who re-registered after a deletion', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let admin: Session;
  const adminGet = (path: string, query: Record<string, string> = {}) =>
    request(t.app).get(`/api/v1/admin${path}`).query(query).set('Authorization', admin.auth);
  const latestCode = async (phone: string) =>
    (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone })).body.code as string;

  beforeAll(async () => {
    t = await createSocialApp();
    admin = await createAdminSession(t, 'Support');
  });
  afterAll(() => t.close());

  it('when a phone of a deleted account signs up again, then the members list and the member record answer reRegisteredAt; others answer null', async () => {
    const first = await signedUpMember(t, '08067780001', { firstName: 'Gone' });
    await request(t.app)
      .post(`${APP}/me/confirmations`)
      .set('Authorization', first.auth)
      .send({ action: 'delete-account' })
      .expect(201);
    await request(t.app)
      .delete(`${APP}/me`)
      .set('Authorization', first.auth)
      .send({ confirmationCode: await latestCode('08067780001') })
      .expect(200);
    // The sign-in limiters keep real time: a minute later the phone may ask for a code again.
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    const again = await signInMember(t.app, '08067780001').finally(() => clock.mockRestore());
    const ordinary = await signedUpMember(t, '08067780002', { firstName: 'Stays' });

    const list = await adminGet('/members', { q: '0806778000' });
    expect(list.status).toBe(200);
    const byId = new Map(
      (list.body.users as { _id: string; reRegisteredAt: string | null }[]).map((user) => [
        user._id,
        user.reRegisteredAt,
      ]),
    );
    expect(byId.get(again.memberId)).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(byId.get(ordinary.memberId)).toBeNull();
    expect(byId.has(first.memberId)).toBe(false);

    const record = await adminGet(`/members/${again.memberId}/record`);
    expect([record.status, record.body.user.reRegisteredAt]).toEqual([200, byId.get(again.memberId)]);
    expect((await adminGet(`/members/${ordinary.memberId}/record`)).body.user.reRegisteredAt).toBeNull();
  });
});
