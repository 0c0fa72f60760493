import jwt from 'jsonwebtoken';
import request from 'supertest';
import { ADMIN_ROLES, canAccess, MESSAGES } from '@blynd/shared';
import { eq } from 'drizzle-orm';
import { admins, members } from '../../../db/schema';
import { signAdminToken, signPaymentToken } from '../../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { adminRouter } from '../../../routes/admin';
import { createAdminSession, loginDemoAdmin, sendNotification, type Session } from './admin-kit';
import { adminRouteTable, concretePath, type AdminRoute } from './route-table';

describe('Admin API access control', () => {
  let t: TestApp;
  let routes: AdminRoute[];
  let guarded: AdminRoute[];
  let demo: Session;
  const sessions = {} as Record<(typeof ADMIN_ROLES)[number], Session>;
  const call = (route: AdminRoute, values: Record<string, string> = {}) =>
    (request(t.app) as unknown as Record<string, (url: string) => request.Test>)[route.method](
      concretePath(route.path, values),
    );

  beforeAll(async () => {
    t = await createTestApp();
    routes = adminRouteTable(adminRouter(t.ctx));
    guarded = routes.filter((r) => r.path !== '/adminlogin' && r.path !== '/refresh');
    demo = await loginDemoAdmin(t);
    for (const role of ADMIN_ROLES) sessions[role] = await createAdminSession(t, role);
  });
  afterAll(() => t.close());

  it('When the router is walked, then it holds every call of the spec and each route states its role area', () => {
    const paths = routes.map((r) => `${r.method.toUpperCase()} ${r.path}`);
    for (const expected of [
      'POST /adminlogin',
      'POST /refresh',
      'POST /logout',
      'GET /:adminId',
      'PATCH /updatemessage',
      'POST /replycontactmessage',
      'POST /sendsystemmessage',
      'PATCH /blockUser',
      'PUT /flag-photo',
      'PUT /delete-photo',
      'GET /getusers/:adminId',
      'GET /getnextuserset',
      'GET /getprevuserset',
      'GET /searchnames{/:phone}',
      'GET /getAuths/:adminId',
      'GET /getnextauthset',
      'GET /getprevauthset',
      'GET /getsingleAuth/:phone',
      'PUT /editAuth',
      'POST /sendNotification',
      'GET /getsingleUser/:phone',
      'POST /activateSubscription',
      'GET /getreports/:adminId',
      'GET /export/users.csv',
      'GET /export/authentications.csv',
      'GET /contactmessages',
      'GET /systemmessages',
      'GET /ads',
      'GET /plans',
      'GET /staff',
      'GET /audit',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(guarded.filter((r) => !r.area)).toEqual([]);
    // The catch-all dashboard route comes last, so it never shadows a named path.
    expect(routes[routes.length - 1].path).toBe('/:adminId');
  });

  it('When any admin route is called without a token, then 401 Authorization token required', async () => {
    for (const route of guarded) {
      const res = await call(route);
      expect({ route: route.path, status: res.status, body: res.body }).toEqual({
        route: route.path,
        status: 401,
        body: { error: MESSAGES.authTokenRequired },
      });
    }
  });

  it('When any admin route is called with a payment token, a garbage token or an expired token, then 401 Session Expired', async () => {
    const secret = t.ctx.config.jwtSecret;
    const [member] = await t.ctx.db.select({ id: members.id }).from(members).limit(1);
    const bad = {
      payment: signPaymentToken(member.id, secret),
      garbage: 'not-a-jwt',
      expired: jwt.sign({ sub: demo.id, typ: 'admin', ver: 0, exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
        algorithm: 'HS256',
      }),
      foreignSecret: signAdminToken(demo.id, 0, 'another-secret-another-secret-another-1234'),
    };
    for (const route of guarded) {
      for (const [kind, token] of Object.entries(bad)) {
        const res = await call(route).set('Authorization', `Bearer ${token}`);
        expect({ route: route.path, kind, status: res.status, error: res.body.error }).toEqual({
          route: route.path,
          kind,
          status: 401,
          error: MESSAGES.sessionExpired,
        });
      }
    }
  });

  it('When the admin is disabled or its token version was bumped, then its tokens are refused at once', async () => {
    const victim = await createAdminSession(t, 'Admin');
    const dashboard = () => request(t.app).get(`/api/v1/admin/${victim.id}`).set('Authorization', victim.auth);
    expect((await dashboard()).status).toBe(200);
    await t.ctx.db.update(admins).set({ disabled: true }).where(eq(admins.id, victim.id));
    expect((await dashboard()).body).toEqual({ error: MESSAGES.sessionExpired });
    await t.ctx.db.update(admins).set({ disabled: false, tokenVersion: 1 }).where(eq(admins.id, victim.id));
    const res = await dashboard();
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(MESSAGES.sessionExpired);
  });

  it("When a route is called with another admin's id in the path, query or body, then 403", async () => {
    const other = sessions.Admin.id;
    const withOther = guarded.filter((r) => r.path.includes(':adminId'));
    expect(withOther.length).toBeGreaterThanOrEqual(4);
    for (const route of withOther) {
      expect((await call(route, { adminId: other }).set('Authorization', demo.auth)).status).toBe(403);
      expect((await call(route, { adminId: demo.id }).set('Authorization', demo.auth)).status).toBe(200);
    }
    const query = await request(t.app)
      .get(`/api/v1/admin/getnextuserset?adminId=${other}&offset=0`)
      .set('Authorization', demo.auth);
    expect(query.status).toBe(403);
    const body = await request(t.app)
      .patch('/api/v1/admin/updatemessage')
      .set('Authorization', demo.auth)
      .send({ adminId: other, messageId: other });
    expect(body.status).toBe(403);
    expect(body.body.error).toBe(MESSAGES.forbidden);
  });

  it.each(ADMIN_ROLES)(
    'When a %s calls each route, then exactly the areas of its role are refused with 403',
    async (role) => {
      const session = sessions[role];
      // Logout last: it ends the session the other calls use.
      for (const route of [
        ...guarded.filter((r) => r.path !== '/logout'),
        ...guarded.filter((r) => r.path === '/logout'),
      ]) {
        const res = await call(route, { adminId: session.id }).set('Authorization', session.auth).send({});
        const allowed = canAccess(role, route.area!);
        expect({ route: `${route.method} ${route.path}`, refused: res.status === 403 }).toEqual({
          route: `${route.method} ${route.path}`,
          refused: !allowed,
        });
        expect(res.status).not.toBe(401);
      }
    },
  );

  it('When the roles are compared, then Support reads members but cannot block, export, subscribe, broadcast, see revenue or manage, and Admin manages all but staff', () => {
    expect(canAccess('Support', 'membersRead')).toBe(true);
    expect(canAccess('Support', 'inbox')).toBe(true);
    expect(canAccess('Support', 'reports')).toBe(true);
    expect(canAccess('Support', 'authenticationsWrite')).toBe(true);
    expect(canAccess('Support', 'notifications')).toBe(true);
    for (const area of [
      'membersWrite',
      'subscriptions',
      'revenue',
      'broadcast',
      'exports',
      'ads',
      'plans',
      'staff',
      'audit',
    ] as const)
      expect(canAccess('Support', area)).toBe(false);
    expect(canAccess('Admin', 'staff')).toBe(false);
    expect(canAccess('Admin', 'exports')).toBe(true);
    expect(canAccess('Admin', 'broadcast')).toBe(true);
    expect(canAccess('Super Admin', 'staff')).toBe(true);
  });

  it('When Support works the tickets over HTTP, then it notifies a member and sets a sign-up level, and is refused a broadcast, its audience and revenue', async () => {
    // A fresh session: the role walk above signed the shared one out.
    const support = await createAdminSession(t, 'Support');
    const [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
    const notified = await sendNotification(t, support, {
      userId: ada.id,
      notification: { title: 'About your sign-up', message: 'Fixed it' },
      isEmail: true,
      isPushNotification: false,
    });
    expect(notified.status).toBe(200);
    const auth = await request(t.app)
      .get('/api/v1/admin/getsingleAuth/2348031234501')
      .set('Authorization', support.auth);
    expect(auth.status).toBe(200);
    const edited = await request(t.app)
      .put('/api/v1/admin/editAuth')
      .set('Authorization', support.auth)
      .send({ authId: auth.body.auth?._id ?? auth.body._id, step: 2 });
    expect(edited.status).toBe(200);

    for (const refused of [
      request(t.app)
        .post('/api/v1/admin/sendsystemmessage')
        .set('Authorization', support.auth)
        .send({ title: 'To everyone', message: 'Hello' }),
      request(t.app).get('/api/v1/admin/systemmessages/audience').set('Authorization', support.auth),
      request(t.app).get('/api/v1/admin/revenue').set('Authorization', support.auth),
    ]) {
      const res = await refused;
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: MESSAGES.forbidden });
    }
    expect((await request(t.app).get('/api/v1/admin/systemmessages').set('Authorization', support.auth)).status).toBe(
      200,
    );
  });
});
