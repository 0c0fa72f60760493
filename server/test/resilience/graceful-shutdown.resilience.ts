import { request } from 'node:http';
import { ADA, confirmPayer, initiate, planPrice } from './support/api';
import { sleep } from './support/net';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import { startServerProcess, type ServerProcess } from './support/server-process';

/** A request on a connection of its own, so a kept-alive socket cannot hide a closed listener. */
function freshRequest(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });
}

describe('Graceful shutdown', () => {
  let pg: PostgresInstance;
  let paystack: PaystackStandIn;
  let server: ServerProcess;

  beforeAll(async () => {
    pg = await startPostgres();
    paystack = await startPaystackStandIn();
    server = await startServerProcess({
      DATABASE_URL: await pg.createDatabase('blynd_shutdown'),
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_TIMEOUT_MS: '8000',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await paystack?.close();
    pg?.destroy();
  });

  it('When SIGTERM arrives during in-flight requests, then they complete, new ones are refused and the process exits 0 within 10 s', async () => {
    const payer = await confirmPayer(server.url, ADA.phone, ADA.dob, ADA.email);
    const price = await planPrice(server.url);
    // Paystack takes 2 s to answer, so these purchases are mid-flight when the signal comes.
    paystack.setMode('ok', 2_000);
    const inFlight = [
      initiate(server.url, payer, price),
      initiate(server.url, payer, price),
      initiate(server.url, payer, price),
    ];
    await sleep(500);
    const stopping = server.stop('SIGTERM');
    await sleep(300);
    const refused = await freshRequest(`${server.url}/api/v1/public/plans`);
    const answers = await Promise.all(inFlight);
    const exit = await stopping;

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.every((a) => typeof a.body.reference === 'string')).toBe(true);
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(refused);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
  });
});
