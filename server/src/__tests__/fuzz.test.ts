import fc from 'fast-check';
import { buildFuzzContext, demoAdminToken, nextForwardedFor } from '../test-support/fuzz/fuzz-fixtures';
import { NUL } from '../test-support/fuzz/hostile-values';
import {
  listOperations,
  requestFor,
  type FuzzContext,
  type OpenApiDocument,
  type Operation,
} from '../test-support/fuzz/openapi-operations';
import {
  countChanges,
  describe as describeRequest,
  problemsWith,
  send,
  tableCounts,
} from '../test-support/fuzz/response-checks';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { createAppleStandIn } from '../test-support/apple-store-stand-in';
import { startGooglePlayStandIn, type GooglePlayStandIn } from '../test-support/google-play-stand-in';

/**
 * Property-based fuzzing of every operation in the OpenAPI document, against the real server with the
 * sandbox Paystack reachable (so no 502 is expected). FUZZ_RUNS scales the runs per operation,
 * FUZZ_SEED replays a failing run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
// bcrypt on every login attempt makes it the slowest endpoint; fewer runs keep the file under budget.
const runsFor = (op: Operation) => (op.path.endsWith('/adminlogin') ? Math.ceil(RUNS / 3) : RUNS);

type Finding = { operation: string; seed: number; problems: string[]; request: string };

/**
 * The one test that can outrun the global 120 s: a fixed number of runs for every documented operation
 * (many more since the member API grew), each followed by a row count of every table. The
 * budget only stops a hang; the work per run is fixed.
 */
const FUZZ_BUDGET_MS = 420_000;

const LOGOUT = '/api/v1/admin/logout';

/**
 * Tables the server writes beside the requests, whatever the fuzzer sends: the moderation sweep (decision 0153), and
 * the held notices an earlier request's delivery writes after its commit (decision 0166).
 */
const BACKGROUND_TABLES = ['moderation_items', 'member_held_notices'];

describe('Fuzzing every documented endpoint', () => {
  let server: TestServer;
  // Both stores are configured (their stand-ins), so their routes are fuzzed past their 503 for an unconfigured store.
  let play: GooglePlayStandIn;
  let operations: Operation[];
  let ctx: FuzzContext;
  const seen = new Map<string, Set<number>>();

  beforeAll(async () => {
    play = await startGooglePlayStandIn();
    const apple = createAppleStandIn();
    server = await startTestServer({
      TRUST_PROXY: '1',
      ...play.env,
      APPLE_BUNDLE_ID: apple.bundleId,
      APPLE_APP_APPLE_ID: String(apple.appAppleId),
      APPLE_ENVIRONMENT: 'Production',
      APPLE_ROOT_CA_PATHS: apple.rootPath,
    });
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    // Logout ends the admin session, and the member logouts (the web's "everywhere" included) the member
    // sessions, every other operation is fuzzed with, so they go last.
    const isLogout = (path: string) =>
      path === LOGOUT || path.endsWith('/auth/logout') || path.includes('/auth/web/logout');
    operations = listOperations(doc).sort((a, b) => Number(isLogout(a.path)) - Number(isLogout(b.path)));
    ctx = await buildFuzzContext(server);
  });
  afterAll(async () => {
    await server?.close();
    await play?.close();
  });

  // The row counts after one request are the counts before the next: one count per request, not two.
  let counts: Record<string, number> | undefined;

  /** Sends one request; returns what it broke (empty when nothing). */
  async function probe(req: Parameters<typeof send>[1], opKey: string): Promise<string[]> {
    req.headers['x-forwarded-for'] = nextForwardedFor();
    const before = counts ?? (await tableCounts(server.ctx.db));
    const res = await send(server.url, req);
    if (!seen.has(opKey)) seen.set(opKey, new Set());
    seen.get(opKey)!.add(res.status);
    counts = await tableCounts(server.ctx.db);
    const problems = problemsWith(res).map((p) => `${p} (status ${res.status}: ${res.text.slice(0, 300)})`);
    if (res.status >= 400 && res.status < 500) {
      // A refused admin login is audited on purpose (decision 0026): its audit row is the one change allowed.
      const auditedRefusal = opKey.includes('/adminlogin') && (res.status === 401 || res.status === 429);
      const changed = countChanges(before, counts).filter(
        (change) =>
          !(auditedRefusal && change.startsWith('audit_log ')) &&
          // The moderation queue's intake is a periodic job (decision 0153) that runs beside the requests.
          !BACKGROUND_TABLES.some((table) => change.startsWith(`${table} `)),
      );
      if (changed.length) problems.push(`refused with ${res.status} but changed rows: ${changed.join(', ')}`);
    }
    return problems;
  }

  it(
    'When any documented operation gets random and hostile input, then it never answers 5xx, leaks internals or changes data when refusing',
    async () => {
      expect(operations.length).toBeGreaterThan(40);
      const findings: Finding[] = [];
      for (const op of operations) {
        const key = `${op.method} ${op.path}`;
        let last: Finding | undefined;
        const started = performance.now();
        const details = await fc.check(
          fc.asyncProperty(requestFor(op, ctx), async (req) => {
            const problems = await probe(req, key);
            if (problems.length) last = { operation: key, seed: 0, problems, request: describeRequest(req) };
            return problems.length === 0;
          }),
          { numRuns: runsFor(op), seed: SEED, endOnFailure: true },
        );
        if (process.env.FUZZ_VERBOSE)
          process.stderr.write(
            `${key}: ${details.numRuns} runs, ${details.failed ? 'FAILED' : 'ok'}, statuses ${[...(seen.get(key) ?? [])].join(',')}, ${Math.round(performance.now() - started)} ms\n`,
          );
        if (details.failed && last) findings.push({ ...last, seed: details.seed });
        else if (details.failed)
          findings.push({ operation: key, seed: details.seed, problems: [String(details.errorInstance)], request: '' });
      }
      ctx.credentials.adminTokens = [await demoAdminToken(server.url)];
      const report = findings
        .map((f) => `${f.operation} (FUZZ_SEED=${f.seed})\n  ${f.problems.join('\n  ')}\n  ${f.request}`)
        .join('\n\n');
      expect(report).toBe('');
    },
    FUZZ_BUDGET_MS,
  );

  it('When a valid token is sent, then every protected operation answered something other than 401 at least once', () => {
    const stuck = operations
      .filter((op) => op.security.length > 0)
      .map((op) => `${op.method} ${op.path}`)
      .filter((key) => [...(seen.get(key) ?? [])].every((status) => status === 401));
    expect(stuck).toEqual([]);
  });

  /**
   * PostgreSQL rejects U+0000 in text ("invalid byte sequence for encoding UTF8: 0x00"); the API refuses
   * it up front (middleware/reject-nul.ts) so it never reaches the database as a 500.
   */
  it('When text holds a NUL character, then the answer is a JSON 4xx, not a 500', async () => {
    const admin = { authorization: `Bearer ${ctx.credentials.adminTokens[0]}`, 'content-type': 'application/json' };
    const payer = {
      authorization: `Bearer ${ctx.credentials.paymentTokens[0]}`,
      'content-type': 'application/json',
      'app-version': '65',
    };
    const json = { 'content-type': 'application/json' };
    const probes: [string, string, Record<string, string>, unknown?][] = [
      [
        'POST',
        '/api/v1/public/sendmessage',
        json,
        {
          email: 'nul@example.com',
          fullname: `Nul${NUL}Byte`,
          phone: '08031234509',
          subject: `Hi${NUL}`,
          message: `Hello${NUL} there, a message.`,
        },
      ],
      [
        'POST',
        '/api/v1/public/reserveSpot',
        json,
        {
          email: 'nul@example.com',
          fullname: `Nul${NUL}`,
          phone: '08031234509',
          company: `Co${NUL}`,
          slot: 'filterSlot',
        },
      ],
      ['GET', '/api/v1/admin/searchnames/ab%00c', admin],
      ['PATCH', '/api/v1/admin/ads', admin, { mediaBuyer: `x${NUL}` }],
      [
        'POST',
        '/api/v1/admin/plans',
        admin,
        { name: `Nul${NUL}`, weeklyPrice: 100, monthlyPrice: 300, features: ['a'] },
      ],
      [
        'POST',
        '/api/v1/subscriptions/initiate-paystack-payment',
        payer,
        {
          userId: ctx.fixtures.uuids[2],
          plan: `Spark${NUL}`,
          billingType: 'weekly',
          amount: 1000,
          email: 'a@example.com',
        },
      ],
    ];
    const problems: string[] = [];
    for (const [method, path, headers, body] of probes) {
      const res = await send(server.url, {
        method,
        path,
        headers: { ...headers, 'x-forwarded-for': nextForwardedFor() },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const found = problemsWith(res);
      if (found.length) problems.push(`${method} ${path}: ${found.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('When a documented path is called with an undocumented method, then it answers a JSON 4xx', async () => {
    const problems: string[] = [];
    for (const path of new Set(operations.map((op) => op.path))) {
      const documented = new Set(operations.filter((op) => op.path === path).map((op) => op.method));
      for (const method of ['DELETE', 'PUT', 'PATCH', 'POST'].filter((m) => !documented.has(m))) {
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => ctx.pathValues[name]?.[0] ?? 'x');
        const res = await send(server.url, {
          method,
          path: url,
          headers: { authorization: `Bearer ${ctx.credentials.adminTokens[0]}`, 'x-forwarded-for': nextForwardedFor() },
        });
        const found = problemsWith(res);
        if (res.status < 400) found.push(`answered ${res.status}`);
        if (found.length) problems.push(`${method} ${url}: ${found.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
