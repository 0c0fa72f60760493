import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body';

/**
 * How the stand-in answers an endpoint: as Paystack does, or one of the ways a provider fails
 * (connection dropped, late beyond any time-out, HTML instead of JSON, key refused, HTTP 500).
 */
export type StandInMode = 'ok' | 'down' | 'slow' | 'garbage' | 'refuse' | 'error';

type Transaction = {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  status: string;
  gateway_response: string;
  paid_at: string | null;
  metadata: unknown;
  callback_url?: string;
};

export type PaystackStandIn = {
  url: string;
  secretKey: string;
  /** Each endpoint's mode, switchable mid-test. */
  mode: { initialize: StandInMode; verify: StandInMode };
  /** Both endpoints at once; `delayMs` holds every answer back that long (a slow but working provider). */
  setMode(mode: StandInMode, delayMs?: number): void;
  /** Every new transaction is paid at once (benchmarks and outage drills: initiate, then verify activates). */
  autoPay: boolean;
  /** Every initialize body received, in order (what the product sent). */
  initializeBodies: Record<string, unknown>[];
  verifyCalls: string[];
  transaction(reference: string): Transaction | undefined;
  /** What verify reports for this reference from now on. */
  settle(
    reference: string,
    change: Partial<Pick<Transaction, 'status' | 'amount' | 'currency' | 'gateway_response'>>,
  ): void;
  /** Marks a transaction paid, as the payer completing checkout would. */
  pay(reference: string): void;
  /** The configuration that points the app's Paystack client at this stand-in, giving up after `timeoutMs`. */
  env(timeoutMs: number): Record<string, string>;
  close(): Promise<void>;
};

export type StandInOptions = {
  secretKey?: string;
  /** How late a `slow` endpoint answers. */
  slowMs?: number;
};

/**
 * The one local Paystack of the test suites (unit, resilience, bench): its contract over real HTTP on
 * loopback (POST /transaction/initialize, GET /transaction/verify/:reference, bearer secret key),
 * switchable to fail in each way a provider can.
 */
export async function startPaystackStandIn(options: StandInOptions = {}): Promise<PaystackStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_stand_in_local_only';
  const slowMs = options.slowMs ?? 2_000;
  const transactions = new Map<string, Transaction>();
  const timers = new Set<NodeJS.Timeout>();
  let delayMs = 0;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      if (res.writableEnded || res.destroyed) return;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const endpoint =
      req.method === 'POST' && url.pathname === '/transaction/initialize'
        ? 'initialize'
        : req.method === 'GET' && url.pathname.startsWith('/transaction/verify/')
          ? 'verify'
          : undefined;
    if (!endpoint) return send(404, { status: false, message: 'Not found' });
    const body = await readBody(req);

    const current = standIn.mode[endpoint];
    if (current === 'down') return void req.socket.destroy();
    if (delayMs) await wait(delayMs);
    if (current === 'slow') {
      await wait(slowMs);
      return send(200, { status: true, message: 'late', data: {} });
    }
    if (current === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end('<html><body>Bad gateway</body></html>');
    }
    if (current === 'refuse') return send(401, { status: false, message: 'Invalid key' });
    if (current === 'error') return send(500, { status: false, message: 'An error occurred' });
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(401, { status: false, message: 'Invalid key' });

    if (endpoint === 'initialize') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      standIn.initializeBodies.push(input);
      const reference = String(input.reference);
      if (transactions.has(reference)) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      transactions.set(reference, {
        reference,
        email: String(input.email),
        amount: Number(input.amount),
        currency: String(input.currency ?? 'NGN'),
        status: 'abandoned',
        gateway_response: 'The transaction was not completed',
        paid_at: null,
        metadata: input.metadata,
        callback_url: input.callback_url as string | undefined,
      });
      if (standIn.autoPay) standIn.pay(reference);
      const accessCode = `ac_${reference.slice(-8).toLowerCase()}`;
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      });
    }

    const reference = decodeURIComponent(url.pathname.slice('/transaction/verify/'.length));
    standIn.verifyCalls.push(reference);
    const transaction = transactions.get(reference);
    if (!transaction) return send(400, { status: false, message: 'Transaction reference not found' });
    send(200, {
      status: true,
      message: 'Verification successful',
      data: {
        id: 1,
        domain: 'test',
        ...transaction,
        created_at: new Date().toISOString(),
        channel: 'card',
        customer: { id: 1, email: transaction.email },
      },
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: PaystackStandIn = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    env: (timeoutMs) => ({
      PAYSTACK_SECRET_KEY: secretKey,
      PAYSTACK_BASE_URL: standIn.url,
      PAYSTACK_TIMEOUT_MS: String(timeoutMs),
    }),
    mode: { initialize: 'ok', verify: 'ok' },
    setMode(mode, delay = 0) {
      standIn.mode.initialize = mode;
      standIn.mode.verify = mode;
      delayMs = delay;
    },
    autoPay: false,
    initializeBodies: [],
    verifyCalls: [],
    transaction: (reference) => transactions.get(reference),
    settle(reference, change) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`stand-in: unknown reference ${reference}`);
      Object.assign(transaction, change);
    },
    pay(reference) {
      standIn.settle(reference, { status: 'success', gateway_response: 'Successful' });
      transactions.get(reference)!.paid_at = new Date().toISOString();
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
