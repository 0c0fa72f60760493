import { randomUUID } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  DATE_RULES,
  DATE_SAFETY_MESSAGES as TEXT,
  dateSmsText,
  EMERGENCY_NUMBER,
  type CheckInInput,
  type CheckInResponse,
  type CheckInState,
  type CreatedDate,
  type DateInput,
  type DateList,
  type DatePlan,
  type MessageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { SmsUnavailableError } from '../../lib/sms-sender';
import { activeMatchOrNotFound } from '../member-pairs/matches.service';
import {
  cancelPlan,
  findOpenPlan,
  insertDatePlan,
  listOpenPlans,
  markPlan,
  planCounts,
  type DatePlanView,
} from './date-plans.repository';
import { dateAlertJob, dateCheckInJob } from './date-safety.jobs';
import { findMemberPhone } from './members.repository';
import { newShareToken, shareTokenHash } from './share-token';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The time rules of decision 0155, checked against the server's clock; the first broken one is the answer. */
function checkTimes(now: Date, at: Date, checkInAt: Date) {
  if (at.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', TEXT.atInPast);
  if (at.getTime() > now.getTime() + DATE_RULES.maxDaysAhead * 24 * HOUR)
    throw new AppError('BAD_REQUEST', TEXT.atTooFar);
  if (checkInAt.getTime() < at.getTime() + DATE_RULES.minCheckInAfterMinutes * MINUTE)
    throw new AppError('BAD_REQUEST', TEXT.checkInTooEarly);
  if (checkInAt.getTime() > at.getTime() + DATE_RULES.maxCheckInAfterHours * HOUR)
    throw new AppError('BAD_REQUEST', TEXT.checkInTooLate);
}

/** The shared rule only checks the shape; libphonenumber-js knows which Nigerian ranges are mobile lines (SMS). */
function checkContactPhone(canonical: string) {
  const parsed = parsePhoneNumberFromString(`+${canonical}`);
  const type = parsed?.getType();
  if (!parsed?.isValid() || parsed.country !== 'NG' || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE'))
    throw new AppError('BAD_REQUEST', TEXT.contactPhoneInvalid);
}

/** No answer this long after the check-in: the check-in counts as missed. */
const missedAt = (checkInAt: Date) => new Date(checkInAt.getTime() + DATE_RULES.answerWithinMinutes * MINUTE);

function checkInState(row: DatePlanView, now: Date): CheckInState {
  if (row.answer) return row.answer;
  if (row.alertReason === 'missed' || now >= missedAt(row.checkInAt)) return 'missed';
  return row.askedAt ? 'asked' : 'scheduled';
}

export function toDatePlan(row: DatePlanView, now: Date): DatePlan {
  const state = checkInState(row, now);
  return {
    _id: row.id,
    matchId: row.matchId,
    firstName: row.firstName ?? '',
    at: row.at.toISOString(),
    place: row.place ?? '',
    contact: { name: row.contactName ?? '', phone: row.contactPhone ?? '' },
    checkInAt: row.checkInAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    checkIn: { state, answeredAt: row.answeredAt?.toISOString() ?? null },
    contactAlertedAt: row.alertSentAt?.toISOString() ?? null,
    emergencyNumber: state === 'help' || state === 'missed' ? EMERGENCY_NUMBER : null,
  };
}

/**
 * Plans a date with an active match and texts the share link to the contact (decision 0155). The check-in jobs
 * are queued before the plan is written, under the plan's id: a crash in between leaves jobs that find no plan and
 * do nothing, never a plan without its check-in. A text the provider refuses cancels the plan (503): the member
 * must know their contact has no link.
 */
export async function createDate(ctx: AppContext, memberId: string, input: DateInput): Promise<CreatedDate> {
  const now = ctx.now();
  const at = new Date(input.at);
  const checkInAt = new Date(input.checkInAt);
  checkTimes(now, at, checkInAt);
  checkContactPhone(input.contact.phone);
  const match = await activeMatchOrNotFound(ctx, memberId, input.matchId);
  const sharer = await findMemberPhone(ctx.db, memberId);
  if (sharer?.phone === input.contact.phone) throw new AppError('BAD_REQUEST', TEXT.contactIsYou);
  const counts = await planCounts(ctx.db, memberId, now);
  if (counts.today >= DATE_RULES.perDay) throw new AppError('TOO_MANY_REQUESTS', TEXT.tooManyToday);
  if (counts.active >= DATE_RULES.activeMax) throw new AppError('CONFLICT', TEXT.tooManyActive);

  const id = randomUUID();
  const checkInJobId = await ctx.jobs.send(dateCheckInJob, { dateId: id }, { startAfter: checkInAt });
  const missedJobId = await ctx.jobs.send(
    dateAlertJob,
    { dateId: id, reason: 'missed' },
    { startAfter: missedAt(checkInAt) },
  );
  const token = newShareToken();
  const row = await insertDatePlan(ctx.db, {
    id,
    memberId,
    matchId: match.id,
    otherMemberId: match.memberLowId === memberId ? match.memberHighId : match.memberLowId,
    at,
    checkInAt,
    expiresAt: new Date(at.getTime() + DATE_RULES.expiresAfterHours * HOUR),
    place: input.place,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    shareTokenHash: shareTokenHash(token),
    checkInJobId,
    missedJobId,
    createdAt: now,
  });
  const shareUrl = `${ctx.config.publicUrl}/d/${token}`;
  try {
    await ctx.sms.send({
      to: input.contact.phone,
      text: dateSmsText.share({ contactName: input.contact.name, sharer: sharer?.firstName ?? '', url: shareUrl }),
    });
  } catch (error) {
    await cancelDate(ctx, memberId, id);
    if (error instanceof SmsUnavailableError) throw new AppError('SERVICE_UNAVAILABLE', TEXT.smsFailed, error.reason);
    throw error;
  }
  await markPlan(ctx.db, id, { shareSentAt: ctx.now() });
  const plan = await findOpenPlan(ctx.db, memberId, id, now);
  return { ...toDatePlan(plan ?? { ...row, firstName: '' }, now), shareUrl };
}

export async function listDates(ctx: AppContext, memberId: string): Promise<DateList> {
  const now = ctx.now();
  return { items: (await listOpenPlans(ctx.db, memberId, now)).map((row) => toDatePlan(row, now)), nextCursor: null };
}

/**
 * Cancels the plan: its personal data is dropped at once and its queued jobs are cancelled (were one to run
 * anyway, it finds the plan cancelled and does nothing). The share page then says the date was cancelled.
 */
export async function cancelDate(ctx: AppContext, memberId: string, id: string): Promise<MessageResponse> {
  const now = ctx.now();
  const plan = await findOpenPlan(ctx.db, memberId, id, now);
  if (!plan || !(await cancelPlan(ctx.db, memberId, id, now))) throw new AppError('NOT_FOUND', TEXT.dateNotFound);
  await cancelQueued(ctx, [
    [dateCheckInJob.name, plan.checkInJobId],
    [dateAlertJob.name, plan.missedJobId],
  ]);
  return { message: TEXT.cancelled };
}

async function cancelQueued(ctx: AppContext, jobs: [string, string | null][]) {
  try {
    const boss = await ctx.jobs.boss();
    for (const [name, jobId] of jobs) if (jobId) await boss.cancel(name, jobId);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'date jobs could not be cancelled: they will find the plan cancelled');
  }
}

/**
 * The member's answer to "Are you OK?". "I need help" may come at any time before the plan expires and texts the
 * contact once (the alert job's mark); "I'm OK" only once the check-in is due, so it cannot switch the check-in off
 * in advance. After "I need help" the text goes out whatever is answered next.
 */
export async function answerCheckIn(
  ctx: AppContext,
  memberId: string,
  id: string,
  input: CheckInInput,
): Promise<CheckInResponse> {
  const now = ctx.now();
  const plan = await findOpenPlan(ctx.db, memberId, id, now);
  if (!plan) throw new AppError('NOT_FOUND', TEXT.dateNotFound);
  if (input.answer === 'ok' && now < plan.checkInAt) throw new AppError('CONFLICT', TEXT.checkInNotYet);
  await markPlan(ctx.db, id, { answer: input.answer, answeredAt: now });
  if (input.answer === 'help' && !plan.alertSentAt) await ctx.jobs.send(dateAlertJob, { dateId: id, reason: 'help' });
  const answered = { ...plan, answer: input.answer, answeredAt: now };
  return {
    message: input.answer === 'ok' ? TEXT.answeredOk : TEXT.answeredHelp,
    date: toDatePlan(answered, now),
  };
}
