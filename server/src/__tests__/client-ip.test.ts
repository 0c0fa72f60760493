import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { auditLog, contactMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { loginDemoAdmin } from '../modules/admin/__tests__/admin-kit';


/** The TRUST_PROXY the operators' compose file gives the app when the operator sets none. */
function composeDefaultTrustProxy(): string {
  const compose = readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8');
  const match = /^\s*TRUST_PROXY:\s*(.*)$/m.exec(compose);
  if (!match) return '';
  const value = match[1].trim().replace(/^["']|["']$/g, '');
  const fallback = /^\$\{TRUST_PROXY:?-([^}]*)\}$/.exec(value);
  return fallback ? fallback[1] : value;
}

describe('client address with the default (compose) configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: composeDefaultTrustProxy() } });
  });
  afterAll(() => t.close());

  it('When one client rotates X-Forwarded-For, then the per-IP form limit still stops it after 5', async () => {
    const form = { fullname: 'Rotating Client', email: 'rotate@example.com', phone: '08031234599', subject: 'Hello', message: 'Just testing the limits.' };
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const res = await request(t.app).post('/api/v1/public/sendmessage').set('X-Forwarded-For', `198.51.100.${i}`).send(form);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await t.ctx.db.$count(contactMessages, eq(contactMessages.email, 'rotate@example.com'))).toBe(5);
  });

  it('When an admin write carries a forged X-Forwarded-For, then the audit entry records the socket address', async () => {
    const admin = await loginDemoAdmin(t);
    const [message] = await t.ctx.db.select().from(contactMessages).limit(1);
    const res = await request(t.app)
      .patch('/api/v1/admin/updatemessage')
      .set('Authorization', admin.auth)
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ messageId: message.id });
    expect(res.status).toBe(200);
    const [entry] = await t.ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'contact.read'), eq(auditLog.targetId, message.id)));
    expect(entry.ip).not.toContain('203.0.113.77');
    expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
  });
});
