import { spawnSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../config/env';
import { startServer, type RunningServer } from '../server';
import { freePort } from '../test-support/free-port';
import { openTestDatabase } from '../test-support/test-database';

const root = path.resolve(__dirname, '../../..');
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Kq3v9Zt2Lw8Rb5Nx1Hc7Mf4Pj6Ds0Ya-Ge-w2',
  PAYSTACK_SECRET_KEY: 'sk_live_not_a_real_key',
  PUBLIC_URL: 'https://blynd.example',
  SMS_PROVIDER: 'termii',
  SMS_API_KEY: 'k',
  SMS_SENDER_ID: 'Blynd',
  LIVENESS_PROVIDER: 'rekognition',
  AWS_REGION: 'eu-west-1',
};
const OWNER = { email: 'owner@blynd.example', password: 'Owner-Only-Pass-1', passcode: '97531' };
const DEMO = { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' };

/** `npm start`'s entry point, run as a process: the refusal happens before any database is touched. */
function startProcess(env: Record<string, string>) {
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'server/src/index.ts')], {
    cwd: path.join(root, 'server'),
    env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...PRODUCTION, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

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

  describe("When production seeds the demo data set with the owner's admin keys", () => {
    let running: RunningServer;
    beforeAll(async () => {
      const port = await freePort();
      const config = loadConfig({
        ...PRODUCTION,
        LOG_LEVEL: 'silent',
        PORT: String(port),
        DATABASE_URL: 'postgres://replaced-by-the-test-database/blynd',
        SEED_DEMO: 'true',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        ADMIN_ACCESS_CODE: OWNER.passcode,
      });
      running = await startServer(config, { database: await openTestDatabase() });
    });
    afterAll(() => running.close());

    it('then the demo admin cannot sign in and the owner can', async () => {
      const demo = await request(running.server).post('/api/v1/admin/adminlogin').send(DEMO);
      expect(demo.status).toBe(401);
      const owner = await request(running.server).post('/api/v1/admin/adminlogin').send(OWNER);
      expect(owner.status).toBe(200);
      expect(owner.body.admin).toMatchObject({ email: OWNER.email, role: 'Super Admin' });
      const members = await request(running.server)
        .get(`/api/v1/admin/getusers/${owner.body.adminId}`)
        .set('Authorization', `Bearer ${owner.body.token}`);
      expect(members.status).toBe(200);
    });
  });
});
