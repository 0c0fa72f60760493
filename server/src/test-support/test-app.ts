import type { Express } from 'express';
import { createApp } from '../app';
import { loadConfig } from '../config/env';
import { createContext, closeContext, type AppContext, type ContextOverrides } from '../context';
import type { Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { createLogger, type Logger } from '../lib/logger';
import { openTestDatabase } from './test-database';

export type TestApp = { app: Express; ctx: AppContext; close(): Promise<void> };

export type TestAppOptions = {
  env?: Record<string, string>;
  seed?: boolean;
  now?: () => Date;
  /** Context parts to replace (e.g. `push` over a fake messaging client); given the test database. */
  overrides?: (database: Database) => ContextOverrides;
  logger?: Logger;
  /** How long a request may wait for a pooled connection (races that queue many requests on one row lock). */
  connectionTimeoutMs?: number;
};

/** createApp over a fresh database (demo data seeded unless `seed: false`) for supertest. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase({ connectionTimeoutMs: options.connectionTimeoutMs });
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    TRUST_PROXY: '1',
    // The real models are tested on their own (photo-screening); other features need a verdict, not a model.
    SCREENING_PROVIDER: 'sandbox',
    ...options.env,
  });
  const ctx = await createContext(config, {
    database,
    logger: options.logger ?? createLogger('silent'),
    now: options.now,
    ...options.overrides?.(database),
  });
  if (options.seed !== false) await seedDemoData(ctx.db, { photos: ctx.photos, now: ctx.now() });
  return { app: createApp(ctx), ctx, close: () => closeContext(ctx) };
}
