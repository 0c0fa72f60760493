import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { z } from 'zod';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { mailOutbox } from '../../../db/schema';
import { matchUp } from '../../../test-support/chat-kit';
import { openLive } from '../../../test-support/live-kit';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { defineJob } from '../../jobs/job-definition';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus' text format 0.0.4, read strictly: HELP and TYPE lines, then samples `name{label="value",...} value`
 * of a declared family (histograms add _bucket, _sum and _count). Anything else throws.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const sampleLine = new RegExp(
    `^(${name})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\.)*",?)*)\\})? (\\S+)$`,
  );
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const family = match[1]!.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(match[1]!) && !types.has(family)) throw new Error(`sample of an undeclared family: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const value = match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    // prom-client writes `Nan` for a gauge with no sample yet (the event-loop lag before its first reading);
    // Prometheus reads NaN in any case, as Go's ParseFloat does.
    if (Number.isNaN(value) && !/^nan$/i.test(match[3]!)) throw new Error(`not a value: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { types, samples };
}

/** A chat send over HTTP to the running server. */
const send = (url: string, from: Member, matchId: string, text: string) =>
  request(url)
    .post(`${APP}/matches/${matchId}/messages`)
    .set('Authorization', from.auth)
    .send({ clientMessageId: randomUUID(), text });

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics without METRICS_TOKEN or METRICS_ALLOW', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'false' });
  });
  afterAll(() => server.close());

  it('When nothing is configured, then /metrics is not served (404), even from this machine', async () => {
    const res = await request(server.url).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('blynd_');
  });
});

describe('GET /metrics with a token', () => {
  const token = randomBytes(32).toString('base64url');
  let server: TestServer;
  let a: Member;
  let b: Member;
  let matchId: string;
  const scrape = async () => {
    const res = await request(server.url).get('/metrics').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    return parseExposition(res.text).samples;
  };

  beforeAll(async () => {
    server = await startTestServer({
      SEED_DEMO: 'false',
      METRICS_TOKEN: token,
      TRUST_PROXY: '1',
      AUCTIONS_TICK_SECONDS: '1',
    });
    const t = { app: createApp(server.ctx), ctx: server.ctx, close: async () => undefined };
    a = await quickMember(t, '2348031230001');
    b = await quickMember(t, '2348031230002');
    matchId = await matchUp(t, a, b);
  });
  afterAll(() => server.close());

  it('When the token is missing or wrong, then it answers 401 and shows nothing', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, `Basic ${token}`]) {
      const req = request(server.url).get('/metrics');
      const res = await (authorization ? req.set('Authorization', authorization) : req);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
      expect(res.text).not.toContain('blynd_');
    }
  });

  it('When the token is given, then the exposition parses and holds every family operators need', async () => {
    const res = await request(server.url).get('/metrics').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const { types } = parseExposition(res.text);
    expect(Object.fromEntries(types)).toMatchObject({
      blynd_http_request_duration_seconds: 'histogram',
      blynd_live_sockets: 'gauge',
      blynd_chat_sends_total: 'counter',
      blynd_deliveries_total: 'counter',
      blynd_job_runs_total: 'counter',
      blynd_job_failures_total: 'counter',
      blynd_ledger_check_ok: 'gauge',
      blynd_mail_outbox_backlog: 'gauge',
      blynd_process_cpu_seconds_total: 'counter',
    });
  });

  it('When a member sends a chat message to a partner online, then sends, live deliveries, sockets and the route move', async () => {
    const live = await openLive(server.url, b);
    const before = await scrape();
    expect(valueOf(before, 'blynd_live_sockets')).toBe(1);
    expect((await send(server.url, a, matchId, 'Hello from the metrics test')).status).toBe(201);
    await live.next((frame) => frame.type === 'message');
    await new Promise((resolve) => setTimeout(resolve, 100));

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('blynd_chat_sends_total', { outcome: 'sent' })).toBe(1);
    expect(moved('blynd_deliveries_total', { what: 'message', via: 'live' })).toBe(1);
    const sendRoute = { method: 'POST', route: '/api/v1/app/matches/:id/messages', status: '201' };
    expect(moved('blynd_http_request_duration_seconds_count', sendRoute)).toBe(1);

    // No label anywhere holds an id, a phone or the token.
    const labelValues = after.flatMap((s) => Object.values(s.labels)).join('\n');
    for (const secret of [matchId, a.memberId, b.memberId, a.phone, b.phone, token, a.accessToken])
      expect(labelValues).not.toContain(secret);

    live.ws.close();
    await live.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(valueOf(await scrape(), 'blynd_live_sockets')).toBe(0);
  });

  it('When a send is refused or a route throws, then it is counted under its outcome and pattern, not its path', async () => {
    const before = await scrape();
    const unknown = '0b6c4f9e-1f7e-4d57-9f61-5c7f0f4b1a2e';
    expect((await send(server.url, a, unknown, 'Anyone?')).status).toBe(404);
    const after = await scrape();
    expect(
      valueOf(after, 'blynd_chat_sends_total', { outcome: 'not-found' }) -
        valueOf(before, 'blynd_chat_sends_total', { outcome: 'not-found' }),
    ).toBe(1);
    const refusedRoute = { route: '/api/v1/app/matches/:id/messages', status: '404' };
    expect(valueOf(after, 'blynd_http_request_duration_seconds_count', refusedRoute)).toBe(1);
    expect(after.flatMap((s) => Object.values(s.labels)).join('\n')).not.toContain(unknown);
  });

  it('When the cached public reads (answered before the routers) and unknown paths are asked for, then they have fixed labels', async () => {
    const before = await scrape();
    expect((await request(server.url).get('/api/v1/public/plans')).status).toBe(200);
    expect((await request(server.url).get('/api/v1/no-such/2348031230001')).status).toBe(404);
    expect((await request(server.url).get('/no/such/page/2348031230001')).status).toBe(404);
    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      valueOf(after, 'blynd_http_request_duration_seconds_count', { method: 'GET', ...labels }) -
      valueOf(before, 'blynd_http_request_duration_seconds_count', { method: 'GET', ...labels });
    expect(moved({ route: '/api/v1/public/plans', status: '200' })).toBe(1);
    expect(moved({ route: 'unmatched', status: '404' })).toBe(1);
    expect(moved({ route: '/.*/', status: '404' })).toBe(1); // the site's catch-all page route
    const labelValues = after.flatMap((s) => Object.values(s.labels)).join('\n');
    expect(labelValues).not.toContain('no-such');
    expect(labelValues).not.toContain('/no/such/page');
  });

  it('When jobs run and fail, the ledger is checked and mail waits in the outbox, then each shows', async () => {
    const failing = defineJob({
      name: 'metrics-test-failing',
      metric: 'metrics test job',
      payload: z.object({}),
      queue: { retryLimit: 0, retryDelay: 1, expireInSeconds: 10 },
      handle: async () => {
        throw new Error('boom');
      },
    });
    await server.ctx.jobs.send(failing, {});
    await server.ctx.jobs.runDue(server.ctx, [failing]);
    await new Promise((resolve) => setTimeout(resolve, 1300)); // AUCTIONS_TICK_SECONDS=1: one auction run at least
    await verifyLedger(server.ctx);
    await server.ctx.db.insert(mailOutbox).values({
      to: 'someone@example.com',
      subject: 'Waiting',
      text: 'SMTP is down',
      status: 'pending',
      createdAt: new Date(Date.now() - 120_000),
    });

    const samples = await scrape();
    expect(valueOf(samples, 'blynd_job_runs_total', { job: 'auction run' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'blynd_job_failures_total', { job: 'auction run' })).toBe(0);
    expect(valueOf(samples, 'blynd_job_failures_total', { job: 'metrics test job' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'blynd_ledger_check_ok')).toBe(1);
    expect(valueOf(samples, 'blynd_ledger_check_timestamp_seconds')).toBeGreaterThan(0);
    expect(valueOf(samples, 'blynd_mail_outbox_backlog', { status: 'pending' })).toBe(1);
    expect(valueOf(samples, 'blynd_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(119);
  });
});

describe('GET /metrics by address (METRICS_ALLOW)', () => {
  const servers: TestServer[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startTestServer({ SEED_DEMO: 'false', ...env });
    servers.push(server);
    return server;
  };
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('When this machine is allowed and no proxy is trusted, then a direct request is served and a forwarded one refused', async () => {
    const server = await start({ METRICS_ALLOW: '127.0.0.1, ::1' });
    expect((await request(server.url).get('/metrics')).status).toBe(200);
    // A proxy on this machine would make every visitor loopback: what came through one is not admitted by address.
    const forwarded = await request(server.url).get('/metrics').set('X-Forwarded-For', '127.0.0.1');
    expect(forwarded.status).toBe(401);
  });

  it('When a subnet is allowed behind a trusted proxy, then the client address from the proxy decides', async () => {
    const server = await start({ METRICS_ALLOW: '10.0.0.0/8', TRUST_PROXY: 'loopback' });
    expect((await request(server.url).get('/metrics').set('X-Forwarded-For', '10.20.30.40')).status).toBe(200);
    expect((await request(server.url).get('/metrics').set('X-Forwarded-For', '192.168.1.9')).status).toBe(401);
    expect((await request(server.url).get('/metrics')).status).toBe(401);
  });

  it('When METRICS_ALLOW is not a list of addresses, or allows everyone in production, then it is refused', () => {
    for (const allow of ['10.0.0.0/33', 'example.com', '10.0.0.1/8/8', ' , '])
      expect(() => loadConfig({ PGLITE_DIR: 'memory://', METRICS_ALLOW: allow })).toThrow(/METRICS_ALLOW: must/);
    expect(() =>
      loadConfig({ PGLITE_DIR: 'memory://', METRICS_ALLOW: 'loopback, 10.0.0.0/8, fd00::/8' }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', METRICS_ALLOW: '0.0.0.0/0' })).toThrow(
      /METRICS_ALLOW: must not allow every address in production/,
    );
  });
});
