import { call, confirmPayer, initiate, planPrice, query, type Answer, type Payer } from './support/api';
import { sleep, waitFor } from './support/net';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import { startServerProcess, type ServerProcess } from './support/server-process';

type Sent = { kind: 'contact' | 'reservation' | 'payment'; key: string; answer: Answer; at: number };

/**
 * The database goes away under load and comes back. The same server process must answer 503 JSON
 * quickly while it is gone, recover by itself, and every request it accepted (2xx) must have its row.
 */
describe('Database outage under load', () => {
  let pg: PostgresInstance;
  let dbUrl: string;
  let paystack: PaystackStandIn;
  let server: ServerProcess;

  beforeAll(async () => {
    pg = await startPostgres();
    dbUrl = await pg.createDatabase('blynd_outage');
    paystack = await startPaystackStandIn();
    server = await startServerProcess({
      DATABASE_URL: dbUrl,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      DB_POOL_SIZE: '5',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await paystack?.close();
    pg?.destroy();
  });

  it('When PostgreSQL stops and restarts under load, then readiness and API answer 503 JSON within 3 s, the same process recovers, and every 2xx has its row', async () => {
    const price = await planPrice(server.url);
    // Payment starts are limited per member (10 per 15 min), so the load spreads over several members.
    const members = await query<{ phone: string; dob: string; email: string }>(
      dbUrl,
      `select '0' || substr(phone, 4) as phone, dob::text as dob, email from members where not is_blocked and not disabled and premium_until is null and email is not null order by phone limit 12`,
    );
    const payers: Payer[] = [];
    for (const m of members) payers.push(await confirmPayer(server.url, m.phone, m.dob, m.email));
    const starts = new Map<Payer, number>();

    const sent: Sent[] = [];
    let n = 0;
    let running = true;
    const deadline = Date.now() + 60_000;
    async function worker(id: number) {
      while (running && Date.now() < deadline && n < 3_000) {
        const i = ++n;
        const key = `load-${id}-${i}-${Date.now()}`;
        const kind = (['contact', 'reservation', 'payment'] as const)[i % 3];
        let answer: Answer;
        if (kind === 'contact') {
          answer = await call(server.url, '/api/v1/public/sendmessage', {
            body: {
              email: `${key}@example.com`,
              fullname: 'Load Tester',
              phone: '08030000000',
              subject: key,
              message: 'A message sent under load.',
            },
          });
        } else if (kind === 'reservation') {
          answer = await call(server.url, '/api/v1/public/reserveSpot', {
            body: {
              email: `${key}@example.com`,
              fullname: 'Load Tester',
              phone: '08030000000',
              company: key,
              slot: 'Messages',
            },
          });
        } else {
          const payer = payers.find((p) => (starts.get(p) ?? 0) < 9);
          if (!payer) continue;
          starts.set(payer, (starts.get(payer) ?? 0) + 1);
          answer = await initiate(server.url, payer, price);
        }
        sent.push({
          kind,
          key: kind === 'payment' ? String(answer.body.reference ?? '') : key,
          answer,
          at: Date.now(),
        });
        await sleep(20);
      }
    }
    const workers = [0, 1, 2, 3].map(worker);

    await sleep(1_500);
    const stoppedAt = Date.now();
    pg.stop();
    const notReadyAfter = await waitFor(async () => (await call(server.url, '/readyz')).status === 503, 3_000, 100);
    await sleep(3_000);
    // A read that must reach the database (plans and ads may be answered from the in-memory read cache).
    const duringOutage = await call(server.url, '/api/v1/public/confirmdetails?phone=08031234501&dob=1995-04-12');
    expect(server.alive()).toBe(true);

    pg.start();
    const startedAt = Date.now();
    const readyAfter = await waitFor(async () => (await call(server.url, '/readyz')).status === 200, 20_000, 200);
    await sleep(2_000);
    running = false;
    await Promise.all(workers);

    expect(notReadyAfter).toBeDefined();
    expect(duringOutage).toMatchObject({ status: 503, body: { error: expect.any(String) } });
    expect(readyAfter).toBeDefined();
    expect(server.alive()).toBe(true);

    const inOutage = sent.filter((s) => s.at > stoppedAt + 500 && s.at < startedAt);
    expect(inOutage.length).toBeGreaterThan(5);
    for (const s of inOutage) {
      expect({
        kind: s.kind,
        status: s.answer.status,
        json: s.answer.contentType.startsWith('application/json'),
        slow: s.answer.ms > 3_500,
      }).toEqual({ kind: s.kind, status: 503, json: true, slow: false });
    }
    // Nothing but success, a limit or the outage answer, ever.
    expect(
      sent
        .filter((s) => ![200, 201, 429, 503].includes(s.answer.status))
        .map((s) => `${s.kind} ${s.answer.status} ${JSON.stringify(s.answer.body)}`),
    ).toEqual([]);
    const recovered = sent.filter((s) => s.at > startedAt + (readyAfter ?? 0));
    expect(recovered.some((s) => s.answer.status < 300)).toBe(true);

    const accepted = sent.filter((s) => s.answer.status >= 200 && s.answer.status < 300);
    const contacts = new Set(
      (await query<{ subject: string }>(dbUrl, `select subject from contact_messages where subject like 'load-%'`)).map(
        (r) => r.subject,
      ),
    );
    const reservations = new Set(
      (await query<{ company: string }>(dbUrl, `select company from ad_reservations where company like 'load-%'`)).map(
        (r) => r.company,
      ),
    );
    const payments = new Set(
      (await query<{ reference: string }>(dbUrl, 'select reference from payments')).map((r) => r.reference),
    );
    const lost = accepted.filter(
      (s) => !(s.kind === 'contact' ? contacts : s.kind === 'reservation' ? reservations : payments).has(s.key),
    );
    expect(accepted.length).toBeGreaterThan(10);
    expect(lost.map((s) => `${s.kind} ${s.key}`)).toEqual([]);
  });
});
