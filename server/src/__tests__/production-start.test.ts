import { spawnSync } from 'node:child_process';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import request from 'supertest';
import { loadConfig } from '../config/env';
import { admins } from '../db/schema';
import { DEMO_ADMIN } from '../db/seed/demo-catalogue';
import { BCRYPT_ROUNDS } from '../lib/password-hash';
import { startServer, type RunningServer } from '../server';
import { freePort } from '../test-support/free-port';
import { productionEnvWithout } from '../test-support/production-env';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer } from '../test-support/test-server';

const root = path.resolve(__dirname, '../../..');
/** Production without the first admin's keys (each test gives its own) and without a database it could reach. */
const PRODUCTION = productionEnvWithout('ADMIN_PASSWORD', 'ADMIN_ACCESS_CODE', 'DATABASE_URL');
/** A staging server: not production, but reachable from other machines. */
const STAGING = { NODE_ENV: 'development', PUBLIC_URL: 'https://staging.blynd.example', PGLITE_DIR: 'memory://' };
const OWNER = { email: 'owner@blynd.example', password: 'Owner-Only-Pass-1', passcode: '97531' };
const OWNER_KEYS = { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, ADMIN_ACCESS_CODE: OWNER.passcode };
const DEMO = { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' };

/** A server entry point run as a process: the refusal happens before any database is touched. */
function startProcess(env: Record<string, string>, base: Record<string, string> = PRODUCTION, entry = 'index.ts') {
  return spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=@blynd/source', path.join(root, 'server/src', entry)],
    {
      cwd: path.join(root, 'server'),
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...base, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

/** The demo admin as an earlier demo seed left it (a database that was seeded on this machine first). */
async function addDemoAdmin(running: RunningServer) {
  await running.ctx.db.insert(admins).values({
    email: DEMO_ADMIN.email,
    fullname: DEMO_ADMIN.fullname,
    role: 'Super Admin',
    passwordHash: await bcrypt.hash(DEMO_ADMIN.password, BCRYPT_ROUNDS),
    accessCodeHash: await bcrypt.hash(DEMO_ADMIN.accessCode, BCRYPT_ROUNDS),
  });
}

async function startWith(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), ...env });
  return startServer(config, { database: await openTestDatabase() });
}

const adminLogin = (running: { url: string }, keys: typeof DEMO) =>
  request(running.url).post('/api/v1/admin/adminlogin').send(keys);

describe('production start and the demo Super Admin', () => {
  it('When production starts without admin keys, then the process exits 1 naming ADMIN_PASSWORD and ADMIN_ACCESS_CODE', () => {
    const result = startProcess({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD: is required in production');
    expect(result.stderr).toContain('ADMIN_ACCESS_CODE: is required in production');
  });

  it('When production is given the published demo keys, then the process exits 1 refusing them', () => {
    const result = startProcess({ ADMIN_PASSWORD: DEMO.password, ADMIN_ACCESS_CODE: DEMO.passcode });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ADMIN_PASSWORD: must not be the published demo value/);
    expect(result.stderr).toMatch(/ADMIN_ACCESS_CODE: must not be the published demo value/);
  });

  // Issue 38, items 9 and 11 (every problem is listed at once, so one start shows two refusals).
  it('When production is asked to seed the demo data set, with a guessable JWT_SECRET, then the process exits 1 refusing both', () => {
    const result = startProcess({
      ...OWNER_KEYS,
      SEED_DEMO: 'true',
      JWT_SECRET: 'changeme-changeme-changeme-changeme!',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SEED_DEMO: must not be true in production: the demo data set is published/);
    expect(result.stderr).toMatch(/JWT_SECRET: must be random: it is guessable.*openssl rand -base64 48/);
  });

  it('When production is given a guessable JWT_SECRET and METRICS_TOKEN, then the process exits 1 refusing both', () => {
    const result = startProcess({
      ...OWNER_KEYS,
      JWT_SECRET: 'Password1234567890Password1234567890',
      METRICS_TOKEN: 'metrics-metrics-metrics-metrics-2026',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/JWT_SECRET: must be random: it is guessable.*openssl rand -base64 48/);
    expect(result.stderr).toMatch(/METRICS_TOKEN: must be random.*openssl rand -base64 48/);
  });

  it('When `npm run seed:demo` runs in production, then it exits 1 before touching the database', () => {
    const result = startProcess(OWNER_KEYS, PRODUCTION, 'db/seed/seed-cli.ts');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The demo data set is not seeded in production');
    expect(result.stderr).not.toMatch(/ECONNREFUSED|connect/);
  });

  describe("When production starts with the owner's admin keys over a database that holds the demo admin", () => {
    let running: RunningServer;
    beforeAll(async () => {
      running = await startWith({
        ...PRODUCTION,
        DATABASE_URL: 'postgres://replaced-by-the-test-database/blynd',
        ...OWNER_KEYS,
      });
      await addDemoAdmin(running);
    });
    afterAll(() => running.close());

    it('then the demo admin cannot sign in and the owner can', async () => {
      expect((await adminLogin(running, DEMO)).status).toBe(401);
      const owner = await adminLogin(running, OWNER);
      expect(owner.status).toBe(200);
      expect(owner.body.admin).toMatchObject({ email: OWNER.email, role: 'Super Admin' });
      const members = await request(running.url)
        .get(`/api/v1/admin/getusers/${owner.body.adminId}`)
        .set('Authorization', `Bearer ${owner.body.token}`);
      expect(members.status).toBe(200);
    });
  });
});

/** Issue 38, item 10: a PUBLIC_URL other machines reach is treated like production for these two (decision 0126). */
describe('a site on a public address outside production', () => {
  it('When PUBLIC_URL is not a loopback address and no admin keys are set, then the process exits 1 naming both', () => {
    const result = startProcess({}, STAGING);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD: is required when PUBLIC_URL is not a loopback address');
    expect(result.stderr).toContain('ADMIN_ACCESS_CODE: is required when PUBLIC_URL is not a loopback address');
  });

  it('When PUBLIC_URL is not a loopback address and the published demo keys are given, then the process exits 1', () => {
    const result = startProcess({ ADMIN_PASSWORD: DEMO.password, ADMIN_ACCESS_CODE: DEMO.passcode }, STAGING);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/ADMIN_PASSWORD: must not be the published demo value when PUBLIC_URL/);
    expect(result.stderr).toMatch(/ADMIN_ACCESS_CODE: must not be the published demo value when PUBLIC_URL/);
  });

  describe('When it starts with keys of its own over a database that holds the demo admin, without a Paystack key', () => {
    let running: RunningServer;
    beforeAll(async () => {
      running = await startWith({ ...STAGING, NODE_ENV: 'test', SEED_DEMO: 'true', ...OWNER_KEYS });
      await addDemoAdmin(running);
    });
    afterAll(() => running.close());

    it('then the demo admin cannot sign in and the owner can', async () => {
      expect((await adminLogin(running, DEMO)).status).toBe(401);
      expect((await adminLogin(running, OWNER)).status).toBe(200);
    });

    it('then the Paystack sandbox is not mounted and nothing answers for Paystack', async () => {
      expect((await request(running.url).get('/sandbox/paystack/checkout.css')).status).toBe(404);
      const initialize = await request(running.url)
        .post('/sandbox/paystack/transaction/initialize')
        .set('Authorization', `Bearer ${running.ctx.config.paystack.secretKey}`)
        .send({ email: 'a@b.example', amount: 100000 });
      expect(initialize.status).toBe(404);
      expect(initialize.body.status).toBeUndefined();
    });
  });

  describe('When PUBLIC_URL is a loopback address (npm start), then as today', () => {
    let running: RunningServer;
    beforeAll(async () => {
      running = await startTestServer();
    });
    afterAll(() => running.close());

    it('then the demo admin signs in and the Paystack sandbox answers', async () => {
      expect((await adminLogin(running, DEMO)).status).toBe(200);
      expect((await request(running.url).get('/sandbox/paystack/checkout.css')).status).toBe(200);
    });
  });
});
