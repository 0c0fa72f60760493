import {
  canonicalPhone,
  isNigerianMobile,
  PRIVACY_MESSAGES as TEXT,
  SNOOZE_MAX_HOURS,
  type HiddenContactsInput,
  type HiddenContactsResponse,
  type IncognitoInput,
  type PrivacyState,
  type SnoozeInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isPremium } from '../../lib/premium';
import {
  clearSnooze,
  findPrivacyColumns,
  readPrivacyState,
  writeIncognito,
  writeSnooze,
} from '../member-me/privacy-settings.service';
import { contactHash } from './contact-hash';
import {
  clearHiddenContacts,
  findOwnPhone,
  membersWithPhones,
  pairOwnersOfHash,
  replaceHiddenContacts,
} from './privacy.repository';

const HOUR = 3_600_000;

/**
 * Snooze (decision 0165): out of discover, picks and likes received from now, until the time given or until the
 * member ends it. The end is stored, not scheduled: the rule compares it with now() wherever it is read.
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
  return readPrivacyState(ctx.db, memberId, now);
}

/** Ends the snooze early (idempotent): the member is back in every list at once. */
export async function endSnooze(ctx: AppContext, memberId: string): Promise<PrivacyState> {
  await clearSnooze(ctx.db, memberId);
  return readPrivacyState(ctx.db, memberId, ctx.now());
}

/** Incognito (decision 0165): Premium switches it on (Free: 403); anyone may switch it off. */
export async function setIncognito(ctx: AppContext, memberId: string, input: IncognitoInput): Promise<PrivacyState> {
  const now = ctx.now();
  if (input.incognito) {
    const columns = await findPrivacyColumns(ctx.db, memberId);
    if (!isPremium(columns?.premiumUntil, now)) throw new AppError('FORBIDDEN', TEXT.incognitoPremium);
  }
  await writeIncognito(ctx.db, memberId, input.incognito);
  return readPrivacyState(ctx.db, memberId, now);
}

/**
 * Hides the member from these numbers and them from the member (decision 0164), replacing the list before. Each
 * entry is read as sign-in reads a number; those that are not Nigerian mobiles (and the member's own) are left out.
 * The numbers live only in this call: what is stored is each one's keyed hash and the members they belong to now;
 * a member who signs up later on one of them is paired when the account is made (pairNewNumber).
 */
export async function putHiddenContacts(
  ctx: AppContext,
  memberId: string,
  input: HiddenContactsInput,
): Promise<HiddenContactsResponse> {
  const own = await findOwnPhone(ctx.db, memberId);
  const numbers = new Set<string>();
  for (const entry of input.phones) {
    const canonical = canonicalPhone(entry);
    if (canonical && isNigerianMobile(canonical) && canonical !== own) numbers.add(canonical);
  }
  const phones = [...numbers];
  const hashes = phones.map((phone) => contactHash(ctx.config.contactHashKey, phone));
  await ctx.db.transaction(async (tx) => {
    const hiddenIds = await membersWithPhones(tx, memberId, phones);
    await replaceHiddenContacts(tx, memberId, hashes, hiddenIds);
  });
  const state = await readPrivacyState(ctx.db, memberId, ctx.now());
  return { ...state, ignored: input.phones.length - phones.length };
}

/** Hides from nobody any more: every hash and pair the member made goes. */
export async function clearHidden(ctx: AppContext, memberId: string): Promise<PrivacyState> {
  await ctx.db.transaction((tx) => clearHiddenContacts(tx, memberId));
  return readPrivacyState(ctx.db, memberId, ctx.now());
}

/**
 * A member's account number is new (a first sign-in made the account, or the number was changed): whoever hid that
 * number no longer sees the member, nor the member them, from this transaction on (decision 0164).
 */
export async function pairNewNumber(tx: DbOrTx, contactHashKey: string, memberId: string, phone: string) {
  await pairOwnersOfHash(tx, memberId, contactHash(contactHashKey, phone));
}
