import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Paystack's two API calls (initialize, verify) whose behaviour a test switches:
 * healthy, slow, failing (HTTP 500) or speaking garbage. Loopback only.
 */
export type PaystackMode = 'ok' | 'slow' | 'fail' | 'garbage';

type Transaction = { reference: string; amount: number; currency: string; email: string; status: 'ongoing' | 'success'; metadata: unknown };

export type PaystackStandIn = {
  url: string;
  secretKey: string;
  setMode(mode: PaystackMode, delayMs?: number): void;
  /** Marks a transaction paid, as the payer completing checkout would. */
  pay(reference: string): void;
  /** Every new transaction is paid at once (benchmarks: initiate then verify activates). */
  autoPay: boolean;
  calls: { initialize: number; verify: number };
  close(): Promise<void>;
};

export async function startPaystackStandIn(secretKey = 'sk_test_stand_in_local_only'): Promise<PaystackStandIn> {
  const transactions = new Map<string, Transaction>();
  let mode: PaystackMode = 'ok';
  let delayMs = 0;
  const state: PaystackStandIn = {
    url: '',
    secretKey,
    autoPay: false,
    calls: { initialize: 0, verify: 0 },
    setMode(next, delay = 0) {
      mode = next;
      delayMs = delay;
    },
    pay(reference) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`stand-in knows no transaction ${reference}`);
      transaction.status = 'success';
    },
    close: async () => undefined,
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(res, 401, { status: false, message: 'Invalid key' });
    if (mode === 'slow' || delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (mode === 'fail') return send(res, 500, { status: false, message: 'Internal server error' });
    if (mode === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<html><body>502 Bad Gateway</body></html>');
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      state.calls.initialize++;
      const input = JSON.parse(body) as { email: string; amount: number; currency: string; reference: string; metadata: unknown };
      const transaction: Transaction = { ...input, status: state.autoPay ? 'success' : 'ongoing' };
      transactions.set(input.reference, transaction);
      const accessCode = randomBytes(6).toString('hex');
      return send(res, 200, { status: true, message: 'Authorization URL created', data: { authorization_url: `${state.url}/checkout/${accessCode}`, access_code: accessCode, reference: input.reference } });
    }
    const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      state.calls.verify++;
      const transaction = transactions.get(decodeURIComponent(verify[1]));
      if (!transaction) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          status: transaction.status,
          reference: transaction.reference,
          amount: transaction.amount,
          currency: transaction.currency,
          gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
          paid_at: transaction.status === 'success' ? new Date().toISOString() : null,
          metadata: transaction.metadata,
          customer: { email: transaction.email },
        },
      });
    }
    send(res, 404, { status: false, message: 'Not found' });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(() => send(res, 500, { status: false, message: 'stand-in error' }));
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return state;
}
