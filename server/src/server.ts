import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from './config/env';
import { createApp, type AppState } from './app';
import { closeContext, createContext, type AppContext, type ContextOverrides } from './context';
import { ensureFirstAdmin } from './db/seed/first-admin';
import { isDatabaseEmpty, seedDemoData } from './db/seed/seed';

export type RunningServer = {
  ctx: AppContext;
  server: Server;
  state: AppState;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
};

const OUTBOX_FLUSH_MS = 60_000;

export async function startServer(config: Config, overrides: ContextOverrides = {}): Promise<RunningServer> {
  const ctx = await createContext(config, overrides);
  if (config.seedDemo && (await isDatabaseEmpty(ctx.db))) {
    await seedDemoData(ctx.db, { photos: ctx.photos, now: ctx.now() });
    ctx.logger.info('demo data set seeded');
  }
  await ensureFirstAdmin(ctx.db, config.firstAdmin);

  const state: AppState = { shuttingDown: false };
  const server = createServer(createApp(ctx, state));
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  const { port } = server.address() as AddressInfo;

  const flushTimer = ctx.mailer.configured
    ? setInterval(() => ctx.mailer.flushOutbox().catch((error) => ctx.logger.warn({ err: error }, 'outbox flush failed')), OUTBOX_FLUSH_MS)
    : undefined;
  flushTimer?.unref();

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      state.shuttingDown = true;
      if (flushTimer) clearInterval(flushTimer);
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
