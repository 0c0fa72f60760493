import {
  PRIVACY_MESSAGES as TEXT,
  SNOOZE_MAX_HOURS,
  type IncognitoInput,
  type PrivacyState,
  type SnoozeInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isPremium } from '../../lib/premium';
import {
  clearSnooze,
  findPrivacyColumns,
  readPrivacyState,
  writeIncognito,
  writeSnooze,
} from './privacy-settings.repository';

/*
 * Snooze and incognito (decision 0165) are settings on the member's own row, this module's table. Hidden contacts are
 * modules/member-privacy's; GET /me and every answer here count them.
 */

const HOUR = 3_600_000;

/** The member's privacy at `now`, as GET /me shows it: what every privacy change answers, here and in member-privacy. */
export const privacyNow = (ctx: AppContext, memberId: string, now = ctx.now()) =>
  readPrivacyState(ctx.db, memberId, now);

/**
 * Snooze: out of discover, picks and likes received from now, until the time given or until the member ends it. The
 * end is stored, not scheduled: the rule compares it with now() wherever it is read.
 */
export async function snooze(ctx: AppContext, memberId: string, input: SnoozeInput): Promise<PrivacyState> {
  const now = ctx.now();
  let until: Date | null = null;
  if (input.hours !== undefined) until = new Date(now.getTime() + input.hours * HOUR);
  if (input.until !== undefined) {
    until = new Date(input.until);
    if (until.getTime() <= now.getTime() || until.getTime() > now.getTime() + SNOOZE_MAX_HOURS * HOUR)
      throw new AppError('BAD_REQUEST', TEXT.snoozeUntilRange);
  }
  await writeSnooze(ctx.db, memberId, now, until);
  return privacyNow(ctx, memberId, now);
}

/** Ends the snooze early (idempotent): the member is back in every list at once. */
export async function endSnooze(ctx: AppContext, memberId: string): Promise<PrivacyState> {
  await clearSnooze(ctx.db, memberId);
  return privacyNow(ctx, memberId);
}

/** Incognito: Premium switches it on (Free: 403); anyone may switch it off. */
export async function setIncognito(ctx: AppContext, memberId: string, input: IncognitoInput): Promise<PrivacyState> {
  const now = ctx.now();
  if (input.incognito) {
    const columns = await findPrivacyColumns(ctx.db, memberId);
    if (!isPremium(columns?.premiumUntil, now)) throw new AppError('FORBIDDEN', TEXT.incognitoPremium);
  }
  await writeIncognito(ctx.db, memberId, input.incognito);
  return privacyNow(ctx, memberId, now);
}
