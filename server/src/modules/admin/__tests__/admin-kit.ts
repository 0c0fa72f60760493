import bcrypt from 'bcryptjs';
import request from 'supertest';
import type { AdminRoleName } from '@blynd/shared';
import { admins } from '../../../db/schema';
import { DEMO_ADMIN } from '../../../db/seed/demo-catalogue';
import type { TestApp } from '../../../test-support/test-app';
import { startAdminSession } from '../../admin-auth/admin-sessions.service';

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
