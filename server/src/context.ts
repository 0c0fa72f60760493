import { dirname, join, resolve } from 'node:path';
import type Redis from 'ioredis';
import type { Config } from './config/env';
import { openDatabase, type Database, type Db } from './db/client';
import { createLogger, type Logger } from './lib/logger';
import { createMailTransport, type Mailer } from './lib/mailer';
import { createPaystackClient, type PaystackClient } from './lib/paystack-client';
import { createPhotoStorage, type PhotoStorage } from './lib/photo-storage';
import { firebaseMessaging, type PushSender } from './lib/push';
import { createRateLimiterFactory, type RateLimiterFactory } from './lib/rate-limit';
import { createReadCache, type ReadCache } from './lib/read-cache';
import { createAggregateCache, type AggregateCache } from './lib/aggregate-cache';
import { createSmsSender, type SmsSender } from './lib/sms-sender';
import { createLivenessProvider, type LivenessProvider } from './lib/liveness-provider';
import { createMemoryLiveHub, type LiveHub } from './lib/live-hub';
import { createRedisLiveHub } from './lib/redis-live-hub';
import { createLastSeenRecorder, type LastSeenRecorder } from './modules/member-auth/last-seen-recorder';
import { writeMembersLastSeen } from './modules/member-auth/member-auth.service';
import { sandboxSmsSender } from './modules/member-auth/sandbox-sms-sender';
import { sandboxLivenessProvider } from './modules/member-liveness/sandbox-liveness-provider';
import { createOutboxMailer } from './modules/mail-outbox/outbox-mailer';
import { createPushSender } from './modules/notifications/push-sender';
import { createWebPushClient } from './lib/web-push';
import { createScreeningProvider } from './modules/photo-screening/screening-provider';
import type { ScreeningProvider } from './modules/photo-screening/screening-types';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './modules/jobs/job-queue';
import { paymentSettlers } from './modules/checkout/purchasables';
import type { PaymentSettlers } from './modules/payments/settlement';

/** Everything a request handler may need, built once per process (or per test). */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  /** The durable job queue all background work goes through (decision 0135); the server runs its workers. */
  jobs: JobQueue;
  photos: PhotoStorage;
  /** Paystack, or the local sandbox speaking its contract (docs/domain-rules.md#payments). */
  paystack: PaystackClient;
  /** Push notifications to members' devices; reports not-configured without FIREBASE_SERVICE_ACCOUNT. */
  push: PushSender;
  rateLimit: RateLimiterFactory;
  /** Public read bodies (plans, ads) that admin writes invalidate. */
  readCache: ReadCache;
  /** Whole-table aggregates (dashboard analytics) that writes invalidate. */
  aggregates: AggregateCache;
  redis?: Redis;
  /** Text messages (sign-in codes): the sandbox outbox or the configured provider. */
  sms: SmsSender;
  /** Face liveness checks at sign-up (decision 0043). */
  liveness: LivenessProvider;
  /** Photo and face screening (decisions 0140 to 0143): models start on first use. */
  screening: ScreeningProvider;
  /** Events for members' open live connections (decision 0071). */
  live: LiveHub;
  /** Members' last seen, written beside their requests (decision 0103). */
  lastSeen: LastSeenRecorder;
  /** What a paid reference settles, per payment kind: payments calls these without importing them (decision 0134). */
  settlers: PaymentSettlers;
  now: () => Date;
};

export type ContextOverrides = Partial<
  Pick<
    AppContext,
    | 'logger'
    | 'now'
    | 'database'
    | 'photos'
    | 'readCache'
    | 'aggregates'
    | 'paystack'
    | 'push'
    | 'sms'
    | 'liveness'
    | 'screening'
    | 'live'
  >
> & { jobs?: JobQueueOptions };

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const database =
    overrides.database ??
    (await openDatabase({
      url: config.database.url,
      pgliteDir: config.database.pgliteDir,
      poolSize: config.database.poolSize,
    }));
  let redis: Redis | undefined;
  if (config.redisUrl) {
    const { default: RedisClient } = await import('ioredis');
    redis = new RedisClient(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  }
  const ctx: Omit<AppContext, 'liveness'> & { liveness?: LivenessProvider } = {
    config,
    database,
    db: database.db,
    logger,
    mailer: createOutboxMailer(database.db, createMailTransport(config.mail), logger),
    jobs: createJobQueue(database, logger, overrides.jobs),
    photos:
      overrides.photos ??
      createPhotoStorage(photoDir(config), config.photoStorage.kind === 's3' ? config.photoStorage : undefined),
    paystack: overrides.paystack ?? createPaystackClient(config.paystack),
    push:
      overrides.push ??
      createPushSender(
        database.db,
        logger,
        config.firebaseServiceAccount ? firebaseMessaging(config.firebaseServiceAccount) : undefined,
        config.webPush ? createWebPushClient(config.webPush) : undefined,
      ),
    rateLimit: createRateLimiterFactory(redis),
    readCache: overrides.readCache ?? createReadCache(),
    aggregates:
      overrides.aggregates ??
      createAggregateCache({ onRefreshError: (error) => logger.warn({ err: error }, 'aggregate refresh failed') }),
    redis,
    sms: overrides.sms ?? createSmsSender(config.sms, () => sandboxSmsSender(database.db)),
    // With Redis, live events fan out to every instance (decision 0087); alone, in memory.
    live:
      overrides.live ??
      (redis ? createRedisLiveHub(redis, { prefix: config.redisPrefix, log: logger }) : createMemoryLiveHub()),
    lastSeen: createLastSeenRecorder(
      (seen) => writeMembersLastSeen(database.db, seen),
      (error) => logger.warn({ err: error }, 'last seen could not be written'),
    ),
    settlers: paymentSettlers,
    screening: overrides.screening ?? createScreeningProvider(config.screening),
    now: overrides.now ?? (() => new Date()),
  };
  // The sandbox reads the clock through the context, so a test that moves ctx.now moves it too.
  const now = () => ctx.now();
  ctx.liveness =
    overrides.liveness ??
    createLivenessProvider(config.liveness, now, (threshold) => sandboxLivenessProvider(database.db, now, threshold));
  return ctx as AppContext;
}

export async function closeContext(ctx: AppContext) {
  await ctx.jobs.stop();
  await ctx.screening.close();
  ctx.mailer.close();
  await ctx.live.close();
  await ctx.lastSeen.flush();
  if (ctx.redis) await closeRedis(ctx.redis);
  await ctx.database.close();
}

/**
 * QUIT lets the commands already sent finish first (a rate limiter's decrement for a response that has just
 * gone out); cut off after a second, since QUIT waits for a connection that is down.
 */
async function closeRedis(redis: Redis) {
  let timer: NodeJS.Timeout | undefined;
  const cutOff = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
  await Promise.race([redis.quit().catch(() => undefined), cutOff]);
  clearTimeout(timer);
  redis.disconnect();
}

/** Photos sit beside the embedded database; in memory when the database is. */
function photoDir(config: Config): string | undefined {
  if (config.mediaDir) return config.mediaDir;
  if (config.database.pgliteDir.startsWith('memory://')) return undefined;
  return join(dirname(resolve(config.database.pgliteDir)), 'media');
}
