import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Options, type Store } from 'express-rate-limit';
import { MESSAGES } from '@blynd/shared';
import type Redis from 'ioredis';

export type RateLimiterFactory = (options: RateLimitOptions) => RequestHandler;

export type RateLimitOptions = {
  /** Unique per limiter: it prefixes the keys in a shared store. */
  name: string;
  windowMs: number;
  limit: number;
  message?: string;
  key?: (req: Request) => string;
  /** Only requests this returns true for are counted (the others are skipped). */
  counts?: (req: Request, res: Response) => boolean;
  /** Where the limiter's state (`used`, `remaining`) is put on the request; default `rateLimit`. */
  property?: string;
  /** False: no RateLimit headers, for a count that must not be readable by the caller (e.g. per account). */
  headers?: boolean;
  /** True: when the shared store (Redis) fails, the request goes on uncounted instead of answering 500. */
  failOpen?: boolean;
};

/** The public forms (contact, reserve a spot): five sends per ten minutes per IP. */
export const PUBLIC_FORM_LIMIT = { windowMs: 10 * 60 * 1000, limit: 5 };

export const clientIp = (req: Request) => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

export function createRateLimiterFactory(redis?: Redis): RateLimiterFactory {
  return (options) => {
    const store = redis ? redisStore(redis, options.name) : undefined;
    return rateLimit({
      windowMs: options.windowMs,
      limit: options.limit,
      standardHeaders: options.headers === false ? false : 'draft-8',
      legacyHeaders: false,
      store,
      passOnStoreError: options.failOpen === true,
      keyGenerator: options.key ?? clientIp,
      requestPropertyName: options.property ?? 'rateLimit',
      ...(options.counts
        ? { requestWasSuccessful: (req, res) => !options.counts!(req, res), skipSuccessfulRequests: true }
        : {}),
      handler: (req, res) => {
        // The limiter and the address only: a key may be a phone or an email, which stay out of logs.
        req.log.warn({ limiter: options.name, ip: clientIp(req) }, 'rate limit reached');
        // Without the standard headers a refusal still says when to come back: the 429 itself told the caller
        // the limit is reached, so its reset time reveals nothing more.
        if (options.headers === false) {
          const resetTime = (req as unknown as Record<string, { resetTime?: Date } | undefined>)[
            options.property ?? 'rateLimit'
          ]?.resetTime;
          if (resetTime)
            res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))));
        }
        res.status(429).json({ error: options.message ?? MESSAGES.tooManyRequests });
      },
    });
  };
}

function redisStore(redis: Redis, name: string): Store {
  // Loaded lazily so the embedded default never needs the Redis client code.
  const { RedisStore } = require('rate-limit-redis') as typeof import('rate-limit-redis');
  return new RedisStore({
    prefix: `rl:${name}:`,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as never,
  });
}

/** Hits per key in a fixed window, for counting outside Express (the live channel's upgrades and frames). */
export type WindowCounter = {
  /** Counts one more hit and answers the key's hits in this window, this one included. */
  hit(key: string): Promise<number>;
  /** The key's hits in this window, counting nothing. */
  peek(key: string): Promise<number>;
};

/** A WindowCounter in the limiters' store: Redis when configured, so every instance counts together. */
export function createWindowCounter(redis: Redis | undefined, options: { name: string; windowMs: number }) {
  const store = redis ? redisStore(redis, options.name) : new MemoryStore();
  const ready = Promise.resolve(store.init?.({ windowMs: options.windowMs } as Options));
  return {
    hit: async (key) => {
      await ready;
      return (await store.increment(key)).totalHits;
    },
    peek: async (key) => {
      await ready;
      return (await store.get?.(key))?.totalHits ?? 0;
    },
  } satisfies WindowCounter;
}
