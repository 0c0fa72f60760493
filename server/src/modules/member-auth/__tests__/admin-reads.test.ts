import request from 'supertest';
import { adminUserSchema, dashboardResponseSchema, singleAuthResponseSchema } from '@blynd/shared';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';

const adminLogin = { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' };

describe('The control centre with members who only just joined through the app', () => {
  let t: TestApp;
  let auth: string;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const login = await request(t.app).post('/api/v1/admin/adminlogin').send(adminLogin);
    auth = `Bearer ${login.body.token}`;
    adminId = login.body.adminId;
    await signInMember(t.app, '08011110001');
  });
  afterAll(() => t.close());

  it('When an admin opens the member, its sign-up record, the user list, the CSV and the dashboard, then each answers with the unknown fields empty', async () => {
    const user = await request(t.app).get('/api/v1/admin/getsingleUser/2348011110001').set('Authorization', auth);
    expect(user.status).toBe(200);
    const parsed = adminUserSchema.parse(user.body.user);
    expect(parsed).toMatchObject({
      phone: '2348011110001',
      dob: null,
      gender: null,
      earningStatus: null,
      completedSignup: false,
    });

    const record = await request(t.app).get('/api/v1/admin/getsingleAuth/2348011110001').set('Authorization', auth);
    expect(singleAuthResponseSchema.parse(record.body).auth.authStep).toBe(1);

    const list = await request(t.app).get('/api/v1/admin/getnextuserset?offset=0').set('Authorization', auth);
    expect(list.status).toBe(200);

    const csv = await request(t.app).get('/api/v1/admin/export/users.csv').set('Authorization', auth);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('2348011110001');

    const dashboard = await request(t.app).get(`/api/v1/admin/${adminId}`).set('Authorization', auth);
    expect(dashboard.status).toBe(200);
    dashboardResponseSchema.parse(dashboard.body);
  });

  it('When the new member tries to confirm details for a purchase, then the answer is the ordinary wrong date of birth', async () => {
    const res = await request(t.app)
      .get('/api/v1/public/confirmdetails')
      .query({ phone: '08011110001', dob: '1990-01-01' });
    expect(res.status).toBe(400);
  });
});
