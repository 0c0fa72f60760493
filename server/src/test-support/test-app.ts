import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig } from '../config/env';
import { createContext, closeContext, type AppContext } from '../context';
import { seedDemoData } from '../db/seed/seed';
import { createLogger, type Logger } from '../lib/logger';
import { openTestDatabase } from './test-database';

export type TestApp = { app: Express; ctx: AppContext; close(): Promise<void> };

/** createApp over a fresh database (demo data seeded unless `seed: false`) for supertest. */
export async function createTestApp(options: { env?: Record<string, string>; seed?: boolean; now?: () => Date; logger?: Logger } = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    TRUST_PROXY: '1',
    ...options.env,
  });
  const ctx = await createContext(config, { database, logger: options.logger ?? createLogger('silent'), now: options.now });
  if (options.seed !== false) await seedDemoData(ctx.db, { photos: ctx.photos, now: ctx.now() });
  return { app: createApp(ctx), ctx, close: () => closeContext(ctx) };
}
