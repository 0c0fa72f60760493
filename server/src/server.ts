import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config/env';
import { createApp, type AppState } from './app';
import { closeContext, createContext, type AppContext, type ContextOverrides } from './context';
import { ensureFirstAdmin } from './db/seed/first-admin';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed';
import { attachLiveChannel } from './modules/member-live/live-socket';
import { countLiveSockets } from './lib/metrics';
import { JOBS } from './jobs';

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
    ctx.logger.info('demo data set seeded: its photos carry seeded verdicts (approved by the seed, not screened)');
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

  // Pushes, the mail outbox flush, reconciliation, the ledger check and auction runs: one durable queue
  // (decision 0135), each periodic duty run by one instance at a time at the interval its setting names.
  // Started beside the listening server, not before it: loading pg-boss takes most of a second.
  const jobsWorking = ctx.jobs
    .work(ctx, JOBS)
    .catch((error: unknown) => ctx.logger.error({ err: error }, 'background jobs could not start'));

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      state.shuttingDown = true;
      // Runs in progress finish (or are released to run again elsewhere) before the database closes.
      await jobsWorking;
      const jobsStopped = ctx.jobs.stop();
      live.close();
      uncountSockets();
      await jobsStopped;
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
