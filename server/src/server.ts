import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config/env';
import { createApp, type AppState } from './app';
import { closeContext, createContext, type AppContext, type ContextOverrides } from './context';
import { ensureFirstAdmin } from './db/seed/first-admin';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed';
import { scheduleReconciliation } from './modules/payments/reconcile-schedule';
import { attachLiveChannel } from './modules/member-live/live-socket';
import { countLiveSockets } from './lib/metrics';
import { scheduleLedgerCheck } from './modules/tokens/ledger/verify-ledger';
import { scheduleAuctions } from './modules/auctions/settlement';

export type RunningServer = {
  ctx: AppContext;
  server: Server;
  state: AppState;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
};

export async function startServer(config: Config, overrides: ContextOverrides = {}): Promise<RunningServer> {
  const ctx = await createContext(config, overrides);
  if (config.seedDemo && (await isDatabaseEmpty(ctx.db))) {
    await seedDemoData(ctx.db, { photos: ctx.photos, now: ctx.now(), firstAdmin: config.firstAdmin });
    ctx.logger.info('demo data set seeded');
  }
  await ensureFirstAdmin(ctx.db, config.firstAdmin);

  const state: AppState = { shuttingDown: false };
  const server = createServer(createApp(ctx, state));
  server.keepAliveTimeout = 5_000;
  // Requests Node refuses before Express sees them (oversized headers, garbage) still get a JSON answer.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ error: status === 431 ? 'Request headers are too large' : 'Bad request' });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  const live = attachLiveChannel(server, ctx);
  const uncountSockets = countLiveSockets(live.sockets);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const { port } = server.address() as AddressInfo;

  const flushTimer = ctx.mailer.configured
    ? setInterval(
        () => ctx.mailer.flushOutbox().catch((error) => ctx.logger.warn({ err: error }, 'outbox flush failed')),
        config.mail.flushIntervalMs,
      )
    : undefined;
  flushTimer?.unref();
  const reconciliation =
    config.reconcileIntervalMinutes > 0
      ? scheduleReconciliation(ctx, config.reconcileIntervalMinutes * 60_000)
      : undefined;
  const ledgerCheck =
    config.ledgerCheckIntervalMinutes > 0
      ? scheduleLedgerCheck(ctx, config.ledgerCheckIntervalMinutes * 60_000)
      : undefined;
  const auctionRuns =
    config.auctionsTickSeconds > 0 ? scheduleAuctions(ctx, config.auctionsTickSeconds * 1000) : undefined;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      state.shuttingDown = true;
      if (flushTimer) clearInterval(flushTimer);
      await reconciliation?.stop();
      live.close();
      uncountSockets();
      await ledgerCheck?.stop();
      await auctionRuns?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await closeContext(ctx);
    })();
    return closing;
  };

  return { ctx, server, state, url: `http://127.0.0.1:${port}`, close };
}
