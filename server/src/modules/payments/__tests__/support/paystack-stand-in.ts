import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers an endpoint: as Paystack does, or one of the ways a provider fails. */
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
  /** Every request body received, in order (initialize bodies show what the product sent). */
  initializeBodies: Record<string, unknown>[];
  verifyCalls: string[];
  mode: { initialize: StandInMode; verify: StandInMode };
  transaction(reference: string): Transaction | undefined;
  /** What verify reports for this reference from now on. */
  settle(reference: string, change: Partial<Pick<Transaction, 'status' | 'amount' | 'currency' | 'gateway_response'>>): void;
  pay(reference: string): void;
  close(): Promise<void>;
};

/**
 * A local Paystack speaking its contract over real HTTP (POST /transaction/initialize,
 * GET /transaction/verify/:reference, bearer secret key), switchable to fail in each way a provider can.
 */
export async function startPaystackStandIn(secretKey: string, slowMs = 2_000): Promise<PaystackStandIn> {
  const transactions = new Map<string, Transaction>();
  const initializeBodies: Record<string, unknown>[] = [];
  const verifyCalls: string[] = [];
  const mode: PaystackStandIn['mode'] = { initialize: 'ok', verify: 'ok' };
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const endpoint = req.method === 'POST' && url.pathname === '/transaction/initialize' ? 'initialize' : url.pathname.startsWith('/transaction/verify/') ? 'verify' : undefined;
    if (!endpoint) return send(404, { status: false, message: 'Not found' });
    const body = await readBody(req);

    const current = mode[endpoint];
    if (current === 'down') return void req.socket.destroy();
    if (current === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.writableEnded) send(200, { status: true, message: 'late', data: {} });
      }, slowMs);
      timers.add(timer);
      return;
    }
    if (current === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end('<html><body>Bad gateway</body></html>');
    }
    if (current === 'refuse') return send(401, { status: false, message: 'Invalid key' });
    if (current === 'error') return send(500, { status: false, message: 'An error occurred' });
    if (req.headers.authorization !== `Bearer ${secretKey}`) return send(401, { status: false, message: 'Invalid key' });

    if (endpoint === 'initialize') {
      const input = JSON.parse(body || '{}') as Record<string, unknown>;
      initializeBodies.push(input);
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
      const accessCode = `ac_${reference.slice(-8).toLowerCase()}`;
      return send(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference } });
    }

    const reference = decodeURIComponent(url.pathname.slice('/transaction/verify/'.length));
    verifyCalls.push(reference);
    const transaction = transactions.get(reference);
    if (!transaction) return send(400, { status: false, message: 'Transaction reference not found' });
    send(200, {
      status: true,
      message: 'Verification successful',
      data: { id: 1, domain: 'test', ...transaction, created_at: new Date().toISOString(), channel: 'card', customer: { id: 1, email: transaction.email } },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const settle: PaystackStandIn['settle'] = (reference, change) => {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`stand-in: unknown reference ${reference}`);
    Object.assign(transaction, change);
  };

  return {
    url: `http://127.0.0.1:${port}`,
    initializeBodies,
    verifyCalls,
    mode,
    transaction: (reference) => transactions.get(reference),
    settle,
    pay(reference) {
      settle(reference, { status: 'success', gateway_response: 'Successful' });
      transactions.get(reference)!.paid_at = new Date().toISOString();
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', () => resolve(data));
  });
}
