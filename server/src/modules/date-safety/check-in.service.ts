import { DATE_SAFETY_MESSAGES as TEXT, dateSmsText, lagosDateTime } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { publishLive, recordNotices, type PendingNotices } from '../notifications/notifications.service';
import { lockPlanForJob, markPlan, sweepPlans } from './date-plans.repository';

/** The feed kind of the check-in question; its push carries the same kind and the plan's id. */
export const CHECK_IN_KIND = 'date-check-in';
export const ALERTED_KIND = 'date-contact-alerted';

/** Expired plans are kept this long without their personal data, so their link says "expired" before it 404s. */
const KEEP_EXPIRED_DAYS = 30;

type Outcome = { done: string };

type LockedPlan = NonNullable<Awaited<ReturnType<typeof lockPlanForJob>>>;

const pgliteTurns = new Map<string, Promise<unknown>>();

/**
 * Runs `act` holding the plan: on PostgreSQL a transaction with the row locked (`for update`), so a second run on
 * any instance waits and then sees the first one's mark. The embedded PGlite is one process with one connection: a
 * transaction there would hold the connection the push and SMS senders need, and no other process can reach the
 * database, so a turn per plan in this process is the lock, and the writes go straight to the database.
 */
async function withLockedPlan<T>(
  ctx: AppContext,
  dateId: string,
  act: (db: DbOrTx, plan: LockedPlan | undefined) => Promise<T>,
): Promise<T> {
  if (ctx.database.kind !== 'pglite')
    return ctx.db.transaction(async (tx) => act(tx, await lockPlanForJob(tx, dateId)));
  const previous = pgliteTurns.get(dateId) ?? Promise.resolve();
  const turn = previous.catch(() => undefined).then(async () => act(ctx.db, await lockPlanForJob(ctx.db, dateId)));
  pgliteTurns.set(dateId, turn);
  try {
    return await turn;
  } finally {
    if (pgliteTurns.get(dateId) === turn) pgliteTurns.delete(dateId);
  }
}

const goLive = (ctx: AppContext, pending: PendingNotices) => {
  for (const { memberId, item } of pending.items) publishLive(ctx, memberId, { type: 'notification', item });
};

/**
 * "Are you OK?" at the check-in time: into the feed, live to an open /app, and pushed with the actions I'm OK /
 * I need help (the apps show them for `kind` date-check-in). In one transaction holding the plan's row: the feed
 * entry, the push, then the mark. A second run waits on the lock and finds the mark; a run that dies before its
 * commit leaves no mark and no entry, and its retry asks again (a push FCM took just before a crash is the one
 * case that can reach a phone twice; none never). A push FCM refuses for every device fails the run: retried.
 */
export async function askCheckIn(ctx: AppContext, dateId: string): Promise<Outcome> {
  const pending = await withLockedPlan(ctx, dateId, async (tx, plan) => {
    if (!plan || plan.cancelledAt || plan.askedAt || plan.answer || plan.expiresAt <= ctx.now()) return undefined;
    const notices = await recordNotices(tx, [
      { memberId: plan.memberId, kind: CHECK_IN_KIND, title: TEXT.pushTitle, body: TEXT.pushBody, relatedId: plan.id },
    ]);
    if (ctx.push.configured) {
      const result = await ctx.push.sendToMember(plan.memberId, {
        title: TEXT.pushTitle,
        body: TEXT.pushBody,
        data: { kind: CHECK_IN_KIND, relatedId: plan.id, actions: 'ok,help' },
      });
      if (result.status === 'failed') throw new Error(`check-in push reached none of ${result.failed} devices`);
    }
    await markPlan(tx, plan.id, { askedAt: ctx.now() });
    return notices;
  });
  if (!pending) return { done: 'nothing to ask' };
  goLive(ctx, pending);
  return { done: 'asked' };
}

/**
 * The text to the contact, once: after "I need help" (whatever is answered next), or at the missed-check-in time
 * when nothing was answered. The same locked transaction as the check-in: the text, then the mark and the member's
 * feed entry ("we texted your contact", with 112 in the app). A provider that refuses fails the run: retried.
 */
export async function alertContact(ctx: AppContext, dateId: string, reason: 'help' | 'missed'): Promise<Outcome> {
  const pending = await withLockedPlan(ctx, dateId, async (tx, plan) => {
    if (!plan || plan.cancelledAt || plan.alertSentAt || !plan.contactPhone || plan.expiresAt <= ctx.now())
      return undefined;
    const why = plan.answer === 'help' ? 'help' : reason === 'missed' && !plan.answer ? 'missed' : undefined;
    if (!why) return undefined;
    const facts = { sharer: plan.sharerName, place: plan.place ?? '', when: lagosDateTime(plan.at) };
    await ctx.sms.send({ to: plan.contactPhone, text: dateSmsText[why](facts) });
    await markPlan(tx, plan.id, { alertSentAt: ctx.now(), alertReason: why });
    return recordNotices(tx, [
      {
        memberId: plan.memberId,
        kind: ALERTED_KIND,
        title: TEXT.alertedTitle,
        body: TEXT.alertedBody,
        relatedId: plan.id,
      },
    ]);
  });
  if (!pending) return { done: 'no text needed' };
  goLive(ctx, pending);
  return { done: 'contact texted' };
}

export async function sweepDatePlans(ctx: AppContext) {
  const swept = await sweepPlans(ctx.db, ctx.now(), KEEP_EXPIRED_DAYS);
  if (swept.scrubbed || swept.deleted) ctx.logger.info(swept, 'date plans swept');
  return swept;
}
