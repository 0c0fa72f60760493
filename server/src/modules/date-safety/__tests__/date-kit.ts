import request from 'supertest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import { createLogger } from '../../../lib/logger';
import { createPushSender } from '../../notifications/push-sender';
import { recordingFcm, type SentPush } from '../../../test-support/fcm-stand-in';
import { APP, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import type { DbOrTx } from '../../../db/client';
import type { AppContext } from '../../../context';
import { drainJobs } from '../../../test-support/jobs';
import { dateAlertJob, dateCheckInJob } from '../date-safety.jobs';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A clock the test moves forward (the server's rules read ctx.now; pg-boss's own waits are made due by makeDue). */
export type Clock = { offsetMs: number; now(): Date };

/** A test app with pushes recorded by an FCM stand-in and a clock the test can move. */
export async function createDateApp(): Promise<TestApp & { pushes: SentPush[]; clock: Clock }> {
  const pushes: SentPush[] = [];
  const clock: Clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  const t = await createTestApp({
    seed: false,
    now: () => clock.now(),
    overrides: (database) => ({
      push: createPushSender(database.db, createLogger('silent'), async () => recordingFcm(pushes)),
    }),
  });
  return { ...t, pushes, clock };
}

/** A plan's fields: a date in two hours, its check-in an hour after it starts. */
export function dateFields(now: Date, matchId: string, overrides: Record<string, unknown> = {}) {
  const at = new Date(now.getTime() + 2 * HOUR);
  return {
    matchId,
    at: at.toISOString(),
    place: 'Terra Kulture, Victoria Island',
    contact: { name: 'Funke', phone: '0803 111 0000' },
    checkInAt: new Date(at.getTime() + HOUR).toISOString(),
    ...overrides,
  };
}

export const planDate = (t: TestApp, member: Member, body: unknown) =>
  request(t.app)
    .post(`${APP}/dates`)
    .set('Authorization', member.auth)
    .send(body as object);

export const answer = (t: TestApp, member: Member, dateId: string, value: unknown) =>
  request(t.app).post(`${APP}/dates/${dateId}/check-in`).set('Authorization', member.auth).send({ answer: value });

/**
 * Brings the date jobs waiting for their `startAfter` forward to now, as the clock reaching the check-in (and the
 * missed-check-in time) would: pg-boss compares against the database's clock, which a test cannot move.
 */
export async function makeDue(db: DbOrTx, names: string[] = [dateCheckInJob.name, dateAlertJob.name]) {
  await db.execute(
    sql`update pgboss.job set start_after = now() where state = 'created' and name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
}

/** Runs the waiting check-in and alert jobs (or those named) now, as if their time had come. */
export async function runDueJobs(ctx: AppContext, names?: string[]) {
  await makeDue(ctx.db, names);
  await drainJobs(ctx);
}

/** Every text the SMS sandbox kept for a canonical phone, oldest first. */
export async function textsTo(db: DbOrTx, phone: string): Promise<string[]> {
  return rowsOf<{ body: string }>(
    await db.execute(sql`select body from sms_outbox where phone = ${phone} order by sent_at, id`),
  ).map((r) => r.body);
}

export const CONTACT = '2348031110000';
