import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { auditLog, contactMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { loginDemoAdmin } from '../modules/admin/__tests__/admin-kit';

const ROOT = path.resolve(__dirname, '../../..');
const composeFile = () => readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

/** One service's block of the compose file: from `  name:` to the next top-level key or service. */
function serviceBlock(compose: string, name: string): string {
  const start = compose.indexOf(`\n  ${name}:\n`);
  if (start < 0) throw new Error(`no service ${name}`);
  const rest = compose.slice(start + 1);
  const end = rest.slice(1).search(/\n( {2}[\w-]+:|\S)/);
  return end < 0 ? rest : rest.slice(0, end + 1);
}

/** The TRUST_PROXY the operators' compose file gives the app when the operator sets none. */
function composeDefaultTrustProxy(): string {
  const compose = composeFile();
  const match = /^\s*TRUST_PROXY:\s*(.*)$/m.exec(compose);
  if (!match) return '';
  const value = match[1].trim().replace(/^["']|["']$/g, '');
  const fallback = /^\$\{TRUST_PROXY:?-([^}]*)\}$/.exec(value);
  return fallback ? fallback[1] : value;
}

/** An admin marks a contact message read, saying X-Forwarded-For 203.0.113.77; resolves with the audit entry. */
async function auditOfForwardedWrite(t: TestApp) {
  const admin = await loginDemoAdmin(t);
  const [message] = await t.ctx.db.select().from(contactMessages).limit(1);
  const res = await request(t.app)
    .patch('/api/v1/admin/updatemessage')
    .set('Authorization', admin.auth)
    .set('X-Forwarded-For', '203.0.113.77')
    .send({ messageId: message.id });
  expect(res.status).toBe(200);
  const [entry] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'contact.read'), eq(auditLog.targetId, message.id)));
  return entry;
}

describe('client address with the default (compose) configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: composeDefaultTrustProxy() } });
  });
  afterAll(() => t.close());

  it('When one client rotates X-Forwarded-For, then the per-IP form limit still stops it after 5', async () => {
    const form = {
      fullname: 'Rotating Client',
      email: 'rotate@example.com',
      phone: '08031234599',
      subject: 'Hello',
      message: 'Just testing the limits.',
    };
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const res = await request(t.app)
        .post('/api/v1/public/sendmessage')
        .set('X-Forwarded-For', `198.51.100.${i}`)
        .send(form);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await t.ctx.db.$count(contactMessages, eq(contactMessages.email, 'rotate@example.com'))).toBe(5);
  });

  it('When an admin write carries a forged X-Forwarded-For, then the audit entry records the socket address', async () => {
    const entry = await auditOfForwardedWrite(t);
    expect(entry.ip).not.toContain('203.0.113.77');
    expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
  });
});

describe("the operators' stack: several app instances behind one reverse proxy", () => {
  it("When the compose file is read, then only the proxy publishes a port, at least two app replicas share Redis, and the app trusts exactly the proxy's fixed address", () => {
    const compose = composeFile();
    const app = serviceBlock(compose, 'app');
    const proxy = serviceBlock(compose, 'proxy');
    expect(app).not.toMatch(/^\s*ports:/m);
    expect(Number(/^\s*replicas:\s*(\d+)/m.exec(app)?.[1])).toBeGreaterThanOrEqual(2);
    expect(app).toMatch(/^\s*REDIS_URL: redis:\/\/redis:6379$/m);
    expect(proxy).toMatch(/^\s*image: caddy:2/m);
    expect(proxy).toMatch(/^\s*ports:\s*\n\s*- "\$\{PORT:-3000\}:80"/m);
    expect(proxy).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const proxyAddress = /ipv4_address:\s*([\d.]+)/.exec(proxy)?.[1];
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(composeDefaultTrustProxy()).toBe(proxyAddress);
    for (const other of ['db', 'redis']) expect(serviceBlock(compose, other)).not.toMatch(/^\s*ports:/m);
  });

  it('When the Caddyfile is read, then it proxies to every replica of the app service on its port, without naming any one', () => {
    const caddyfile = readFileSync(path.join(ROOT, 'deploy/Caddyfile'), 'utf8');
    expect(caddyfile).toMatch(/\(upstreams-dns\) \{\s*dynamic a \{[\s\S]*name app[\s\S]*port 3000/);
    expect(caddyfile).toMatch(/reverse_proxy \{\s*import upstreams-\{\$UPSTREAMS:dns\}/);
    // A proxy that stripped the upgrade headers would break the live channel; Caddy passes them unless told otherwise.
    expect(caddyfile).not.toMatch(/header_up\s+-(Upgrade|Connection)/i);
  });
});

describe('client address behind the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The loopback address stands in for the proxy's: requests from it carry the client's address in X-Forwarded-For.
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  it('When a request comes through the trusted proxy, then the audit entry records the client address it forwarded', async () => {
    const entry = await auditOfForwardedWrite(t);
    expect(entry.ip).toContain('203.0.113.77');
  });
});
