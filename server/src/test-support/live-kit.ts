import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { WebSocket } from 'ws';
import { liveFrameSchema } from '@blynd/shared';
import { createApp } from '../app';
import { loadConfig } from '../config/env';
import { closeContext, createContext, type AppContext } from '../context';
import type { Database } from '../db/client';
import { createLogger } from '../lib/logger';
import { createPushSender } from '../modules/notifications/push-sender';
import { attachLiveChannel } from '../modules/member-live/live-socket';
import { recordingFcm, type SentPush } from './fcm-stand-in';
import { sleep } from './sleep';
import { APP, type Member } from './social-kit';

export type LiveInstance = {
  app: Express;
  ctx: AppContext;
  server: Server;
  url: string;
  pushes: SentPush[];
  /** The member's live socket on this instance (openLive). */
  open(member: Member, ticket?: string): Promise<LiveClient>;
  /** A ticket for the member's live socket on this instance (liveTicket). */
  ticket(member: Member): Promise<string>;
  close(): Promise<void>;
};

/**
 * One instance of the application as a real HTTP server with the live channel, over `database` (shared by
 * several instances in the multi-instance tests: `ownsDatabase` false leaves it open on close). Pushes go to a
 * stand-in of FCM's messaging client and are recorded.
 */
export async function startLiveInstance(
  database: Database,
  options: {
    env?: Record<string, string>;
    ownsDatabase?: boolean;
    pingIntervalMs?: number;
    sessionCheckMs?: number;
  } = {},
): Promise<LiveInstance> {
  const pushes: SentPush[] = [];
  const messaging = recordingFcm(pushes);
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory://',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    TRUST_PROXY: '1',
    SCREENING_PROVIDER: 'sandbox',
    ...options.env,
  });
  const shared = options.ownsDatabase === false ? { ...database, close: async () => undefined } : database;
  const ctx = await createContext(config, {
    database: shared,
    logger: createLogger('silent'),
    push: createPushSender(database.db, createLogger('silent'), async () => messaging),
  });
  const app = createApp(ctx);
  const server = createServer(app);
  const live = attachLiveChannel(server, ctx, {
    pingIntervalMs: options.pingIntervalMs,
    sessionCheckMs: options.sessionCheckMs,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    ctx,
    server,
    url,
    pushes,
    open: (member, ticket) => openLive(url, member, ticket),
    ticket: (member) => liveTicket(url, member),
    close: async () => {
      live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeContext(ctx);
    },
  };
}

export type LiveClient = {
  ws: WebSocket;
  frames: Record<string, unknown>[];
  /** The first frame (seen so far or arriving within `ms`) that `match` accepts. */
  next(match: (frame: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; at: number }>;
  send(frame: unknown): void;
};

export async function liveTicket(url: string, member: Member): Promise<string> {
  const res = await request(url).post(`${APP}/live/ticket`).set('Authorization', member.auth);
  if (res.status !== 200) throw new Error(`ticket: ${res.status}`);
  return res.body.ticket as string;
}

/**
 * A received frame as the app reads it, parsed with the shared schema (liveFrameSchema). A frame the schema refuses
 * is kept as `{ type: 'unparsed-frame', text, issues }`, so a test waiting for it fails and shows what came.
 */
function frameOf(text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { type: 'unparsed-frame', text, issues: 'not JSON' };
  }
  const parsed = liveFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : { type: 'unparsed-frame', text, issues: parsed.error.issues };
}

/** Opens the member's live socket on the instance at `url` the way the app does (ticket, then WebSocket). */
export async function openLive(url: string, member: Member, ticket?: string): Promise<LiveClient> {
  const ws = new WebSocket(
    `${url.replace('http', 'ws')}${APP}/live?ticket=${ticket ?? (await liveTicket(url, member))}`,
  );
  const frames: Record<string, unknown>[] = [];
  const waiters: { match: (f: Record<string, unknown>) => boolean; resolve: (f: Record<string, unknown>) => void }[] =
    [];
  ws.on('message', (data) => {
    const frame = frameOf(data.toString());
    frames.push(frame);
    for (const waiter of [...waiters])
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
  });
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    ws.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
  });
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next: (match, ms = 3000) =>
      new Promise((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () => reject(new Error(`no matching frame within ${ms} ms; got ${JSON.stringify(frames)}`)),
          ms,
        );
        waiters.push({ match, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      }),
  };
}

/** Lets in-flight fan-out settle (frames that should NOT arrive get this long to show up). */
export const settle = (ms = 300) => sleep(ms);
