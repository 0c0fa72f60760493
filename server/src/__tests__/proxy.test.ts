import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, desc, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { auditLog } from '../db/schema';
import { ensureFirstAdmin } from '../db/seed/first-admin';
import { adaptDeployCaddyfile, caddyFound, startCaddy, type RunningCaddy } from '../test-support/caddy';
import { matchUp, send } from '../test-support/chat-kit';
import { startLiveInstance, type LiveInstance } from '../test-support/live-kit';
import { startRedis, type RedisInstance } from '../test-support/redis-instance';
import { openTestDatabase } from '../test-support/test-database';
import { APP, quickMember, type Member } from '../test-support/social-kit';

/** The test's client speaks from another loopback address than the proxy, so "the client's address" is telling. */
const CLIENT_ADDRESS = '127.0.0.2';
const PROXY_ADDRESS = '127.0.0.1';
const FORGED = '203.0.113.77';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const METRICS_TOKEN = randomBytes(32).toString('base64url');
const ADMIN = { email: 'proxy-admin@example.com', password: 'Proxy-test-password-2026', passcode: '246810' };

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One HTTP request from CLIENT_ADDRESS; the body comes back as sent on the wire (never decoded). */
function call(
  base: string,
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${pathname}`,
      {
        method,
        localAddress: CLIENT_ADDRESS,
        headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === undefined || encoding === 'identity') return answer.body;
  throw new Error(`cannot decode ${encoding}`);
}

const required = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
const describeProxy = caddyFound()
  ? describe
  : required
    ? (name: string) =>
        describe(name, () => {
          it('needs Caddy', () => {
            throw new Error("caddy not found: install Debian's 'caddy' package (.ci/run does)");
          });
        })
    : (name: string, body: () => void) => describe.skip(`${name} (caddy not found)`, body);

describeProxy('deploy/Caddyfile in front of two instances with Redis', () => {
  let a: LiveInstance;
  let b: LiveInstance;
  let redis: RedisInstance;
  let caddy: RunningCaddy;
  let ada: Member;
  let bola: Member;
  let matchId: string;
  const served = new Map<LiveInstance, number>();
  const upgraded = new Map<LiveInstance, number>();

  beforeAll(async () => {
    const database = await openTestDatabase();
    redis = await startRedis();
    // The app believes X-Forwarded-For from the proxy's address alone, as the compose file sets it.
    const env = {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `proxy-${randomBytes(6).toString('hex')}:`,
      TRUST_PROXY: PROXY_ADDRESS,
      METRICS_TOKEN: METRICS_TOKEN,
    };
    a = await startLiveInstance(database, { env });
    b = await startLiveInstance(database, { env, ownsDatabase: false });
    for (const instance of [a, b]) {
      served.set(instance, 0);
      upgraded.set(instance, 0);
      instance.server.on('request', () => served.set(instance, (served.get(instance) ?? 0) + 1));
      instance.server.on('upgrade', () => upgraded.set(instance, (upgraded.get(instance) ?? 0) + 1));
    }
    caddy = await startCaddy([a.url, b.url].map((url) => new URL(url).host));
    ada = await quickMember(a, '08065550001');
    bola = await quickMember(a, '08065550002');
    matchId = await matchUp(a, ada, bola);
    // Both write (an opening line alone is capped before the partner replies), so the history is a realistic size.
    for (let i = 1; i <= 12; i += 1)
      await send(a.app, i % 2 ? ada : bola, matchId, `Message ${i}: a few words, as members write to each other`);
    await ensureFirstAdmin(a.ctx.db, { email: ADMIN.email, password: ADMIN.password, accessCode: ADMIN.passcode });
  });
  afterAll(async () => {
    await caddy?.stop();
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it("When Caddy reads the file with the compose file's environment, then it compresses, keeps /metrics to itself and proxies to every replica of the app service found by DNS", () => {
    const config = adaptDeployCaddyfile({ SITE_ADDRESS: ':80' });
    const server = (
      config as {
        apps: {
          http: {
            servers: Record<
              string,
              { listen: string[]; routes: { match?: unknown[]; handle: Record<string, unknown>[] }[] }
            >;
          };
        };
      }
    ).apps.http.servers.srv0;
    expect(server.listen).toEqual([':80']);
    const [encoding, metrics, proxying] = server.routes;
    const [encode] = encoding!.handle;
    const [proxy] = proxying!.handle;
    expect(encode).toMatchObject({ handler: 'encode', encodings: { zstd: {}, gzip: {} } });
    expect(metrics).toEqual({
      match: [{ path: ['/metrics*'] }],
      handle: [{ handler: 'static_response', status_code: 404 }],
    });
    expect(proxy).toMatchObject({
      handler: 'reverse_proxy',
      dynamic_upstreams: { source: 'a', name: 'app', port: '3000' },
      load_balancing: { selection_policy: { policy: 'round_robin' } },
    });
    expect(proxy!.upstreams).toBeUndefined();
  });

  const countsNow = () => [served.get(a) ?? 0, served.get(b) ?? 0];

  it('When 20 requests go through the proxy, then both instances answer about half each', async () => {
    const [beforeA, beforeB] = countsNow();
    for (let i = 0; i < 20; i += 1) {
      const res = await call(caddy.url, 'GET', `${APP}/me`, { headers: { Authorization: ada.auth } });
      expect(res.status).toBe(200);
    }
    const [afterA, afterB] = countsNow();
    expect(afterA - beforeA + (afterB - beforeB)).toBe(20);
    expect(afterA - beforeA).toBeGreaterThanOrEqual(5);
    expect(afterB - beforeB).toBeGreaterThanOrEqual(5);
  });

  it('When a member opens the live channel through the proxy, then a message sent through the other instance reaches the socket', async () => {
    const ticket = await call(caddy.url, 'POST', `${APP}/live/ticket`, { headers: { Authorization: bola.auth } });
    expect(ticket.status).toBe(200);
    const before = [upgraded.get(a) ?? 0, upgraded.get(b) ?? 0];
    const ws = new WebSocket(
      `${caddy.url.replace('http', 'ws')}${APP}/live?ticket=${JSON.parse(ticket.body.toString()).ticket}`,
      {
        localAddress: CLIENT_ADDRESS,
        // As a browser's handshake carries it: the proxy's compression must leave the upgrade alone.
        headers: { 'Accept-Encoding': BROWSER_ENCODINGS },
      },
    );
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(data.toString()) as Record<string, unknown>));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no upgrade through the proxy within 5 s')), 5000);
        ws.once('open', () => (clearTimeout(timer), resolve()));
        ws.once('error', reject);
        ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
      });
      const holder = (upgraded.get(a) ?? 0) > before[0] ? a : b;
      expect((upgraded.get(holder) ?? 0) - (holder === a ? before[0] : before[1])).toBe(1);
      const other = holder === a ? b : a;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const sent = await send(other.app, ada, matchId, 'Through the proxy and across instances');
      expect(sent.status).toBe(201);
      for (const started = Date.now(); Date.now() - started < 3000; await new Promise((r) => setTimeout(r, 50)))
        if (frames.some((f) => f.type === 'message')) break;
      expect(frames.filter((f) => f.type === 'message')).toEqual([
        expect.objectContaining({
          matchId,
          message: expect.objectContaining({ text: 'Through the proxy and across instances' }),
        }),
      ]);
    } finally {
      // A socket left half-open would keep the instances' servers from closing.
      ws.terminate();
    }
  });

  const lastLoginAddress = async () => {
    const [entry] = await a.ctx.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.login')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return entry?.ip;
  };

  it("When a client sends its own X-Forwarded-For through the proxy, then the app records the client's real address, not the forged one nor the proxy's", async () => {
    const res = await call(caddy.url, 'POST', '/api/v1/admin/adminlogin', {
      headers: { 'X-Forwarded-For': FORGED },
      json: ADMIN,
    });
    expect(res.status).toBe(200);
    expect(await lastLoginAddress()).toBe(CLIENT_ADDRESS);
  });

  it('When the same forged X-Forwarded-For is sent to an instance directly, then the app ignores it', async () => {
    const res = await call(a.url, 'POST', '/api/v1/admin/adminlogin', {
      headers: { 'X-Forwarded-For': FORGED },
      json: ADMIN,
    });
    expect(res.status).toBe(200);
    expect(await lastLoginAddress()).toBe(CLIENT_ADDRESS);
  });

  it('When /metrics is asked for through the proxy, even with the token, then the proxy answers 404; the instance itself serves it', async () => {
    const auth = { Authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await call(a.url, 'GET', '/metrics', { headers: auth })).status).toBe(200);
    for (const path of ['/metrics', '/metrics/', '/Metrics', '/metrics?format=text']) {
      const answer = await call(caddy.url, 'GET', path, { headers: auth });
      expect([path, answer.status]).toEqual([path, 404]);
      expect(decoded(answer).toString()).not.toContain('blynd_');
    }
  });

  it('When a client accepts compression, then API JSON comes back compressed through the proxy and decodes to the same answer', async () => {
    const pathname = `${APP}/matches/${matchId}/messages`;
    const headers = { Authorization: ada.auth };
    const plain = await call(caddy.url, 'GET', pathname, { headers });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString()).items.length).toBeGreaterThanOrEqual(12);

    const gzip = await call(caddy.url, 'GET', pathname, { headers: { ...headers, 'Accept-Encoding': 'gzip' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decoded(gzip).toString())).toEqual(JSON.parse(plain.body.toString()));

    const browser = await call(caddy.url, 'GET', pathname, {
      headers: { ...headers, 'Accept-Encoding': BROWSER_ENCODINGS },
    });
    expect(browser.headers['content-encoding']).toMatch(/^(zstd|gzip|br)$/);
  });

  it('When an answer is already compressed by the app (a prerendered page), then the proxy passes it through as it is, never twice', async () => {
    const headers = { Accept: 'text/html', 'Accept-Encoding': BROWSER_ENCODINGS };
    const direct = await call(a.url, 'GET', '/', { headers });
    expect(direct.status).toBe(200);
    expect(direct.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const proxied = await call(caddy.url, 'GET', '/', { headers });
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-encoding']).toBe(direct.headers['content-encoding']);
    expect(decoded(proxied).toString()).toBe(decoded(direct).toString());
  });
});
