import request from 'supertest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { closeContext, createContext, type AppContext } from '../../../context';
import { openDatabase, type Database } from '../../../db/client';
import { auditLog, memberPhotos } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { createMemoryPhotoStorage } from '../../../lib/photo-storage';
import { APP, distinctPng, quickMember, type Member } from '../../../test-support/social-kit';
import { openTestDatabase } from '../../../test-support/test-database';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { createSandboxProvider } from '../../photo-screening/sandbox-provider';
import type { ScreeningProvider } from '../../photo-screening/screening-types';
import { screenPhotoJob } from '../photo-screening.service';

/**
 * The screening job across instances (decision 0149): two application contexts over one database and one photo
 * store, as two servers share PostgreSQL and S3 (on the PostgreSQL server each has a pool of its own). Run with
 * DATABASE_URL for the real thing; on PGlite the two share the one embedded database.
 */
const config = loadConfig({
  NODE_ENV: 'test',
  PGLITE_DIR: 'memory://',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  SCREENING_PROVIDER: 'sandbox',
});

let database: Database & { url?: string };
const photos = createMemoryPhotoStorage();
const contexts: AppContext[] = [];
/** Photo analyses each instance started, by instance name. */
const analysed: { by: string }[] = [];

/** The sandbox, counted; `hang` makes every analysis wait until released, as a process that died mid-run. */
function countedSandbox(by: string, hang?: Promise<void>): ScreeningProvider {
  const sandbox = createSandboxProvider();
  return {
    ...sandbox,
    async analysePhoto(bytes, options) {
      analysed.push({ by });
      if (hang) await hang;
      return sandbox.analysePhoto(bytes, options);
    },
  };
}

async function instance(by: string, hang?: Promise<void>) {
  const own = database.url
    ? await openDatabase({ url: database.url, pgliteDir: 'memory://', poolSize: 4 })
    : { ...database, close: async () => undefined };
  const ctx = await createContext(config, {
    database: own,
    photos,
    logger: createLogger('silent'),
    screening: countedSandbox(by, hang),
    jobs: { superviseSeconds: 1, stopTimeoutMs: 10_000 },
  });
  contexts.push(ctx);
  return { ctx, app: createApp(ctx), close: async () => undefined };
}

/** Polls (bounded) until `done` holds: the waits are for pg-boss's expiry and polling, never a guessed duration. */
async function eventually(done: () => Promise<boolean> | boolean, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const statusOf = async (ctx: AppContext, id: string) =>
  (await ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id)))[0];
const auditsOf = (ctx: AppContext, id: string) =>
  ctx.db.$count(auditLog, and(eq(auditLog.action, 'photo.screen'), eq(auditLog.targetId, id)));
let phones = 0;
async function memberOn(t: Awaited<ReturnType<typeof instance>>): Promise<Member> {
  const m = await quickMember(t, `2348170${String(++phones).padStart(6, '0')}`, false);
  await giveVerifiedFace(t.ctx, m.memberId);
  return m;
}
const heldPicture = async () =>
  sharp(await distinctPng('#7799aa'))
    .withExif({ IFD0: { ImageDescription: 'blynd-sandbox:nudity-held' } })
    .jpeg()
    .toBuffer();
async function upload(t: Awaited<ReturnType<typeof instance>>, m: Member): Promise<string> {
  const res = await request(t.app)
    .post(`${APP}/me/photos`)
    .set('Authorization', m.auth)
    .attach('photo', await heldPicture(), 'p.jpg');
  expect(res.status).toBe(201);
  return res.body._id as string;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const ctx of contexts) await closeContext(ctx);
  await database.close();
});

describe('Photo screening across restarts and instances', () => {
  it('When the instance screening a photo dies mid-run, then another instance screens it, and the dead run answering late writes nothing', async () => {
    let release: () => void = () => undefined;
    const hang = new Promise<void>((resolve) => (release = resolve));
    const a = await instance('a', hang);
    // The queue as the job creates it, but a run counts as lost after 2 s instead of 10 minutes.
    const boss = await a.ctx.jobs.boss();
    await boss.createQueue(screenPhotoJob.name, {
      ...screenPhotoJob.queue,
      expireInSeconds: 2,
      retryDelay: 1,
      retryBackoff: true,
      deadLetter: 'dead-letters',
      policy: 'stately',
    });
    // The real job, and a note when a run of "a" has returned (its late answer tried).
    const returnedOnA: unknown[] = [];
    await a.ctx.jobs.work(a.ctx, [
      {
        ...screenPhotoJob,
        handle: async (ctx, data) => {
          try {
            return await screenPhotoJob.handle(ctx, data);
          } finally {
            returnedOnA.push(data);
          }
        },
      },
    ]);
    const m = await memberOn(a);
    const id = await upload(a, m);
    await eventually(() => analysed.some((run) => run.by === 'a'));
    expect((await statusOf(a.ctx, id))!.status).toBe('checking');

    // The restarted server comes up; "a" neither completes nor fails its run.
    const b = await instance('b');
    await b.ctx.jobs.work(b.ctx, [screenPhotoJob]);
    await eventually(async () => (await statusOf(b.ctx, id))!.status === 'held');
    const decided = (await statusOf(b.ctx, id))!;
    expect(decided).toMatchObject({ status: 'held', reason: 'nudity' });

    release();
    await eventually(() => returnedOnA.length === 1);
    await a.ctx.jobs.stop();
    expect(analysed.filter((run) => run.by === 'a')).toHaveLength(1);
    // The late answer of "a" found the photo decided: the verdict, its time and its audit entry are the ones of "b".
    expect((await statusOf(b.ctx, id))!.screenedAt).toEqual(decided.screenedAt);
    expect(await auditsOf(b.ctx, id)).toBe(1);
    await b.ctx.jobs.stop();
  });

  it('When two instances work the queue, then every upload is screened exactly once', async () => {
    analysed.length = 0;
    const [a, b] = [await instance('a2'), await instance('b2')];
    await a.ctx.jobs.work(a.ctx, [screenPhotoJob]);
    await b.ctx.jobs.work(b.ctx, [screenPhotoJob]);
    const members = [await memberOn(a), await memberOn(b), await memberOn(a)];
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push(await upload(n % 2 ? a : b, members[n % 3]!));

    await eventually(async () => {
      const rows = await Promise.all(ids.map((id) => statusOf(a.ctx, id)));
      return rows.every((row) => row!.status === 'held');
    });
    // Three more polls of each instance: no late second run.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(analysed).toHaveLength(12);
    for (const id of ids) expect(await auditsOf(a.ctx, id)).toBe(1);
    await a.ctx.jobs.stop();
    await b.ctx.jobs.stop();
  });
});
