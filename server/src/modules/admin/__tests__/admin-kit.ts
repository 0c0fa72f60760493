import bcrypt from 'bcryptjs';
import request from 'supertest';
import type { AdminRoleName } from '@blynd/shared';
import { admins } from '../../../db/schema';
import { DEMO_ADMIN } from '../../../db/seed/demo-catalogue';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test-support/test-app';
import { startAdminSession } from '../../admin-auth/admin-sessions.service';
import { startSmtp } from './smtp-kit';

export const DEMO_LOGIN = { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, passcode: DEMO_ADMIN.accessCode };

export type Session = { id: string; token: string; role: AdminRoleName; auth: string };

/** Signs in the demo Super Admin through the API, as the control centre does (an app or a server URL). */
export async function loginDemoAdmin(target: TestApp | string): Promise<Session> {
  const res = await request(typeof target === 'string' ? target : target.app)
    .post('/api/v1/admin/adminlogin')
    .send(DEMO_LOGIN);
  if (res.status !== 200) throw new Error(`demo login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.adminId, token: res.body.token, role: 'Super Admin', auth: `Bearer ${res.body.token}` };
}

/** A test app (demo data seeded unless `seed: false`) with the demo Super Admin signed in. */
export async function adminApp(options: TestAppOptions = {}): Promise<{ t: TestApp; s: Session }> {
  const t = await createTestApp(options);
  return { t, s: await loginDemoAdmin(t) };
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/** adminApp whose mail goes to a local SMTP server (`smtp.mails`); closing the app closes that server too. */
export async function adminAppWithMail(): Promise<{ t: TestApp; s: Session; smtp: Smtp }> {
  const smtp = await startSmtp();
  const app = await createTestApp({ env: { SMTP_URL: smtp.url } });
  const t: TestApp = {
    ...app,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
  return { t, s: await loginDemoAdmin(t), smtp };
}

/** POST /admin/sendNotification as `session`: a notice to one member by email, push or both. */
export const sendNotification = (target: TestApp, session: Session, body: object) =>
  request(target.app).post('/api/v1/admin/sendNotification').set('Authorization', session.auth).send(body);

let counter = 0;

/** Adds an admin of the given role straight to the database and starts a session for it. */
export async function createAdminSession(
  t: Pick<TestApp, 'ctx'>,
  role: AdminRoleName,
  extra: { password?: string; accessCode?: string; disabled?: boolean } = {},
) {
  counter += 1;
  const email = `${role.replace(' ', '').toLowerCase()}${counter}-${Date.now()}@example.com`;
  const [row] = await t.ctx.db
    .insert(admins)
    .values({
      email,
      fullname: `${role} ${counter}`,
      role,
      passwordHash: await bcrypt.hash(extra.password ?? 'Password!2026', 4),
      accessCodeHash: await bcrypt.hash(extra.accessCode ?? '135790', 4),
      disabled: extra.disabled ?? false,
    })
    .returning();
  const { token } = await startAdminSession(t.ctx, row);
  return { id: row.id, token, role, auth: `Bearer ${token}`, email } satisfies Session & { email: string };
}
