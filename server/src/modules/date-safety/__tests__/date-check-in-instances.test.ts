import { createApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { closeContext, createContext, type AppContext } from '../../../context';
import { openDatabase, type Database } from '../../../db/client';
import { createLogger } from '../../../lib/logger';
import { createPushSender } from '../../notifications/push-sender';
import { matchUp } from '../../../test-support/chat-kit';
import { recordingFcm, type SentPush } from '../../../test-support/fcm-stand-in';
import { drainJobs } from '../../../test-support/jobs';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { openTestDatabase } from '../../../test-support/test-database';
import type { TestApp } from '../../../test-support/test-app';
import { DATE_SAFETY_MESSAGES as TEXT } from '@blynd/shared';
import { dateAlertJob, dateCheckInJob } from '../date-safety.jobs';
import { answer, CONTACT, dateFields, makeDue, planDate, textsTo } from './date-kit';

/**
 * The check-in's jobs across a restart and on two instances (two application contexts on one database, as two
 * servers share one PostgreSQL; on the server each has a pool of its own). Run on PostgreSQL with DATABASE_URL.
 */
const config = loadConfig({
  NODE_ENV: 'test',
  PGLITE_DIR: 'memory://',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  PUBLIC_URL: 'http://127.0.0.1:3999',
  SCREENING_PROVIDER: 'sandbox',
});

let database: Database & { url?: string };
const pushes: SentPush[] = [];
const open: AppContext[] = [];

async function instance(): Promise<TestApp> {
  const own = database.url
    ? await openDatabase({ url: database.url, pgliteDir: 'memory://', poolSize: 4 })
    : { ...database, close: async () => undefined };
  const logger = createLogger('silent');
  const ctx = await createContext(config, {
    database: own,
    logger,
    push: createPushSender(own.db, logger, async () => recordingFcm(pushes)),
  });
  open.push(ctx);
  return { app: createApp(ctx), ctx, close: () => closeContext(ctx) };
}

let a: TestApp;
let ada: Member;
let bola: Member;
let matchId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  a = await instance();
  [ada, bola] = [await quickMember(a, '08065554001'), await quickMember(a, '08065554002')];
  matchId = await matchUp(a, ada, bola);
  await drainJobs(a.ctx);
});
afterAll(async () => {
  for (const ctx of open) await closeContext(ctx).catch(() => undefined);
  await database.close();
});

const checkInPushes = () => pushes.filter((p) => p.token === ada.pushToken && p.title === TEXT.pushTitle);
const alertsTo = async (db: AppContext['db']) =>
  (await textsTo(db, CONTACT)).filter((t) => !t.includes('shared a date plan'));

describe('Date check-in jobs: once across restarts and instances', () => {
  it('When the check-in falls due while the instance restarts, then the restarted one pushes once and texts once, never twice', async () => {
    const planned = await planDate(a, ada, dateFields(new Date(), matchId));
    expect(planned.status).toBe(201);
    await makeDue(a.ctx.db);
    // The instance stops before its workers took the due jobs, as a deploy would; another one comes up.
    await closeContext(a.ctx);
    const b = await instance();
    await drainJobs(b.ctx);
    await drainJobs(b.ctx);
    expect(checkInPushes()).toHaveLength(1);
    expect(await alertsTo(b.ctx.db)).toHaveLength(1);
    // A third instance later finds nothing left to do.
    const c = await instance();
    await makeDue(c.ctx.db);
    await drainJobs(c.ctx);
    expect(checkInPushes()).toHaveLength(1);
    expect(await alertsTo(c.ctx.db)).toHaveLength(1);
    a = b;
  });

  it("When two instances run one plan's check-in and its two texts at the same moment, then one push and one text", async () => {
    const [b, c] = [a, await instance()];
    pushes.length = 0;
    const ids: string[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await planDate(b, ada, dateFields(new Date(), matchId, { place: `Cafe ${n}` }));
      expect(res.status).toBe(201);
      ids.push(res.body._id);
    }
    // A run taken as lost while it was still going is run again elsewhere: both at once, on two instances.
    for (const dateId of ids) await Promise.all([b, c].map((i) => dateCheckInJob.handle(i.ctx, { dateId })));
    expect(
      checkInPushes()
        .map((p) => p.data.relatedId)
        .sort(),
    ).toEqual([...ids].sort());

    // "I need help" just as the missed-check-in text falls due: the two texts' jobs run at once on two instances.
    for (const id of ids) expect((await answer(b, ada, id, 'help')).status).toBe(200);
    for (const dateId of ids)
      await Promise.all([
        dateAlertJob.handle(b.ctx, { dateId, reason: 'help' }),
        dateAlertJob.handle(c.ctx, { dateId, reason: 'missed' }),
      ]);
    // And the queued jobs themselves, drained by both, change nothing more.
    await makeDue(b.ctx.db);
    await Promise.all([drainJobs(b.ctx), drainJobs(c.ctx)]);
    const alerts = await alertsTo(b.ctx.db);
    for (let n = 0; n < 4; n++) expect(alerts.filter((text) => text.includes(`at Cafe ${n} (`))).toHaveLength(1);
    expect(alerts.filter((text) => text.includes('at Cafe '))).toHaveLength(4);
    expect(checkInPushes()).toHaveLength(4);
  });
});
