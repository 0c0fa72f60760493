/**
 * Profiles the stages of `GET /api/v1/app/photos/:id` (decision 0093) on a data set `npm run bench` seeded and kept
 * (BENCH_REUSE): the production app in this process over the bench database, the bench's own photo subjects and
 * sessions, N calls one after another. Each call is split into: arrival (client sent → the server's handler
 * runs), the handler (token check, visibility query, cached or stored bytes, `res.end`: → the response finished),
 * the transfer (→ the client holds every byte), and the visibility query run again on its own. A bare
 * `http` server sending the same bytes from memory and a GET /me run alongside, interleaved, as yardsticks.
 * Run: `DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_DATABASE=blynd_bench_compat \
 *   npx tsx --conditions=@blynd/source bench/profile-photo-bytes.ts [N]`.
 */
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/env';
import { closeContext, createContext } from '../server/src/context';
import { createLogger } from '../server/src/lib/logger';
import * as visibility from '../server/src/modules/visibility/visibility.repository';
import { openBenchDatabase } from './lib/database';
import { writeSeededPhotoFiles } from './lib/member-photo-files';
import { createMemberSessions } from './lib/member-sessions';
import { pickMemberSubjects } from './lib/member-subjects';
import { summarize } from './lib/stats';
import pg from 'pg';

const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

async function main() {
  const calls = Number(process.argv[2] ?? 400);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL (the PostgreSQL server holding BENCH_DATABASE) is required');
  const db = await openBenchDatabase(serverUrl, { reuse: true });
  const mediaDir = mkdtempSync(join(os.tmpdir(), 'blynd-profile-media-'));
  await writeSeededPhotoFiles(mediaDir);
  const subjects = await pickMemberSubjects(db, Math.ceil(calls / 2));
  const photos = subjects.photos;
  const sessions = await createMemberSessions(db, [...new Set(photos.map((p) => p.memberId))], JWT_SECRET);
  console.log(
    `${photos.length} photo subjects, ${sessions.count} sessions, load ${os.loadavg().map((v) => v.toFixed(2))}`,
  );

  // Every statement the app sends, timed from the call to its answer (node-postgres answers through a callback).
  const statements: { text: string; ms: number }[] = [];
  type Query = (...args: unknown[]) => unknown;
  const query = pg.Client.prototype.query as unknown as Query;
  (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
    const started = performance.now();
    const first = args[0] as string | { name?: string; text?: string };
    const text = (typeof first === 'string' ? first : (first.name ?? first.text ?? '?')).replace(/\s+/g, ' ').trim();
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...answer: unknown[]) => unknown;
      args[last] = (...answer: unknown[]) => {
        statements.push({ text, ms: performance.now() - started });
        return callback(...answer);
      };
    }
    return query.apply(this, args);
  };
  const config = loadConfig({
    ...db.serverEnv,
    NODE_ENV: 'development',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    JWT_SECRET,
    MEDIA_DIR: mediaDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
  });
  const ctx = await createContext(config, { logger: createLogger('silent') });
  const app = createApp(ctx);

  const mark = { arrived: 0, finished: 0 };
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.includes('/photos/')) {
      mark.arrived = performance.now();
      res.on('finish', () => (mark.finished = performance.now()));
    }
    app(req, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/app`;

  let sample: Buffer | undefined;
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': sample!.length });
    res.end(sample);
  });
  bare.listen(0, '127.0.0.1');
  await once(bare, 'listening');
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

  const stages = {
    total: [] as number[],
    arrival: [] as number[],
    handler: [] as number[],
    visibilityAgain: [] as number[],
    transfer: [] as number[],
    bareSameBytes: [] as number[],
    me: [] as number[],
  };
  // Garbage collections of this process (client and app share it), to tell a pause from the byte path.
  const collections: { start: number; end: number }[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      collections.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const gcWithin = (from: number, to: number) =>
    collections.reduce((sum, c) => sum + Math.max(0, Math.min(to, c.end) - Math.max(from, c.start)), 0);
  const gcInCall: number[] = [];
  const warmup = 20;
  const callWindows: [number, number][] = [];
  for (let i = 0; i < photos.length; i++) {
    const { memberId, photoId } = photos[i];
    const headers = sessions.headers(memberId);
    const started = performance.now();
    const res = await fetch(`${base}/photos/${photoId}`, { headers });
    const body = Buffer.from(await res.arrayBuffer());
    const done = performance.now();
    if (!res.ok) throw new Error(`HTTP ${res.status} for photo ${photoId}`);
    sample = body;

    // The visibility query once more, on its own (the handler's run cannot be timed from outside its module).
    const visibilityStarted = performance.now();
    await visibility.findVisiblePhoto(ctx.db, memberId, photoId);
    const visibilityMs = performance.now() - visibilityStarted;
    const bareStarted = performance.now();
    await (await fetch(bareUrl)).arrayBuffer();
    const bareMs = performance.now() - bareStarted;
    const meStarted = performance.now();
    const me = await fetch(`${base}/me`, { headers });
    await me.arrayBuffer();
    const meMs = performance.now() - meStarted;
    if (i < warmup) continue;
    callWindows.push([started, done]);
    stages.total.push(done - started);
    stages.arrival.push(mark.arrived - started);
    stages.handler.push(mark.finished - mark.arrived);
    stages.visibilityAgain.push(visibilityMs);
    stages.transfer.push(done - mark.finished);
    stages.bareSameBytes.push(bareMs);
    stages.me.push(meMs);
  }
  // GC entries arrive asynchronously: read them once every call is done.
  await new Promise((resolve) => setTimeout(resolve, 100));
  gcObserver.disconnect();
  for (const [from, to] of callWindows) gcInCall.push(gcWithin(from, to));
  const row = (name: string, values: number[]) => {
    const s = summarize(values);
    return `${name.padEnd(40)} median ${s.median.toFixed(2).padStart(7)}  p95 ${s.p95.toFixed(2).padStart(7)}  p99 ${s.p99.toFixed(2).padStart(7)}  max ${s.max.toFixed(2).padStart(7)} ms`;
  };
  console.log(`${stages.total.length} calls after ${warmup} warm-up, ${sample?.length ?? 0} bytes the last`);
  for (const [name, values] of Object.entries(stages)) console.log(row(name, values));
  console.log(row('garbage collection inside the photo call', gcInCall));
  // The slowest calls, stage by stage: where the tail sits.
  const order = stages.total.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  console.log('slowest calls (total | arrival handler transfer | visibility again, bare, me | gc inside):');
  for (const [, i] of order.slice(0, 12))
    console.log(
      Object.values(stages)
        .map((s) => s[i].toFixed(2))
        .join('  ') + `  | ${gcInCall[i].toFixed(2)}`,
    );
  console.log('statements (by name or first words; the last-seen write runs beside the request):');
  const byText = new Map<string, number[]>();
  for (const { text, ms } of statements) byText.set(text.slice(0, 40), [...(byText.get(text.slice(0, 40)) ?? []), ms]);
  for (const [text, values] of byText) if (values.length >= 20) console.log(`${row(text, values)}  n=${values.length}`);
  server.close();
  bare.close();
  await closeContext(ctx);
  await db.close();
}

void main();
