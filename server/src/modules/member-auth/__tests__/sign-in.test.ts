import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';

describe('Sign-in by phone code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When a new phone verifies its code, then it becomes a member at step 1 and its token opens member routes', async () => {
    const signedIn = await signInMember(t.app, '08051112201');
    expect(signedIn).toMatchObject({ isNew: true, authStep: 1 });
    const known = await signInMember(t.app, '2348031234501');
    expect(known).toMatchObject({ isNew: false, authStep: 11 });
    const logout = await request(t.app).post('/api/v1/app/auth/logout').set('Authorization', `Bearer ${signedIn.accessToken}`);
    expect(logout.status).toBe(200);
    const after = await request(t.app).post('/api/v1/app/auth/logout').set('Authorization', `Bearer ${signedIn.accessToken}`);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'Session Expired' });
  });
});
