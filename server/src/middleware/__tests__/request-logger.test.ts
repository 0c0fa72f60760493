import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { logRequests } from '../request-logger';

type Line = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number };
  responseTime?: number;
};

/** An app whose every log line is kept, with a route per kind of answer. */
function loggedApp() {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  logRequests(app, logger);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/missing', (_req, res) => void res.status(404).json({ error: 'Not found' }));
  app.get('/broken', (req, res) => {
    req.log.error('handler failed');
    res.status(500).json({ error: 'Something went wrong' });
  });
  // The line is written when the response closes, a tick after the client has its answer.
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return { app, lines, settled };
}

describe('request logging', () => {
  it('When a request is answered, then one line gives its id, method, URL, status and time', async () => {
    const { app, lines, settled } = loggedApp();
    const res = await request(app).get('/ok?page=2');
    await settled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: res.headers['x-request-id'],
      req: { method: 'GET', url: '/ok?page=2' },
      res: { statusCode: 200 },
    });
    expect(lines[0].responseTime).toBeGreaterThanOrEqual(0);
  });

  it('When a request carries credentials, then the line has its headers with the credentials redacted', async () => {
    const { app, lines, settled } = loggedApp();
    await request(app)
      .get('/ok')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'session=secret')
      .set('x-paystack-signature', 'abc123')
      .set('User-Agent', 'blynd-app/65');
    await settled();
    expect(lines[0].req?.headers).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-paystack-signature': '[redacted]',
      'user-agent': 'blynd-app/65',
    });
    expect(JSON.stringify(lines)).not.toMatch(/secret|abc123/);
  });

  it('When answers are client or server errors, then they are logged at warn and error', async () => {
    const { app, lines, settled } = loggedApp();
    await request(app).get('/missing');
    await settled();
    expect(lines.at(-1)).toMatchObject({ level: 40, msg: 'request completed', res: { statusCode: 404 } });
    await request(app).get('/broken');
    await settled();
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'request errored', res: { statusCode: 500 } });
  });

  it('When a handler logs through req.log, then its line carries the request id', async () => {
    const { app, lines, settled } = loggedApp();
    const res = await request(app).get('/broken');
    await settled();
    const id = res.headers['x-request-id'];
    expect(lines.find((line) => line.msg === 'handler failed')).toMatchObject({ level: 50, reqId: id });
  });

  it('When the caller sends a sane x-request-id, then it is kept; otherwise a new id is made', async () => {
    const { app, lines, settled } = loggedApp();
    const kept = await request(app).get('/ok').set('x-request-id', 'trace-42');
    const replaced = await request(app).get('/ok').set('x-request-id', 'no spaces allowed');
    await settled();
    expect(kept.headers['x-request-id']).toBe('trace-42');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.reqId)).toEqual(['trace-42', replaced.headers['x-request-id']]);
  });

  it('When a probe is answered, then nothing is logged', async () => {
    const { app, lines, settled } = loggedApp();
    expect((await request(app).get('/healthz')).status).toBe(200);
    await settled();
    expect(lines).toEqual([]);
  });
});

describe('personal data in logged URLs', () => {
  const REAL_PHONE = '08031234501';
  const REAL_DOB = '1995-04-12';

  it('When confirmdetails is called through the real app, then its access log line has neither the phone nor the date of birth', async () => {
    const { createTestApp } = await import('../../test-support/test-app');
    const lines: Line[] = [];
    const t = await createTestApp({
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    });
    try {
      await request(t.app).get(`/api/v1/public/confirmdetails?phone=${REAL_PHONE}&dob=${REAL_DOB}`);
      await request(t.app).get(`/api/v1/public/confirmdetails?dob=1995-04-13&phone=${REAL_PHONE}`);
      await new Promise((resolve) => setImmediate(resolve));
      const logged = lines.filter((line) => line.req?.url.startsWith('/api/v1/public/confirmdetails'));
      expect(logged.map((line) => line.req?.url)).toEqual([
        '/api/v1/public/confirmdetails?phone=[redacted]&dob=[redacted]',
        '/api/v1/public/confirmdetails?dob=[redacted]&phone=[redacted]',
      ]);
      const text = JSON.stringify(lines);
      for (const secret of [REAL_PHONE, REAL_DOB, '1995-04-13', '2348031234501']) expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  }, 60_000);

  it.each([
    ['/api/v1/admin/getsingleUser/2348031234501', '/api/v1/admin/getsingleUser/[redacted]'],
    ['/api/v1/admin/getsingleAuth/2348031234501?adminId=a1', '/api/v1/admin/getsingleAuth/[redacted]?adminId=a1'],
    ['/api/v1/admin/searchnames/Ada%20Okafor', '/api/v1/admin/searchnames/[redacted]'],
    ['/api/v1/admin/getnextuserset?adminId=a1&offset=20', '/api/v1/admin/getnextuserset?adminId=a1&offset=20'],
    ['/api/v1/admin/audit?page=2&action=admin.login', '/api/v1/admin/audit?page=2&action=admin.login'],
    ['/api/v1/public/plans', '/api/v1/public/plans'],
    ['/anything?email=ada%40example.com&page=1', '/anything?email=[redacted]&page=1'],
  ])('When %s is requested, then the log line reads %s', async (url, logged) => {
    const { app, lines, settled } = loggedApp();
    await request(app).get(url);
    await settled();
    expect(lines[0].req?.url).toBe(logged);
  });
});
