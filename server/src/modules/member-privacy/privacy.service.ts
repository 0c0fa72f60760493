import {
  canonicalPhone,
  isNigerianMobile,
  type HiddenContactsInput,
  type HiddenContactsResponse,
  type PrivacyState,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { privacyNow } from '../member-me/privacy-settings.service';
import { contactHash } from './contact-hash';
import {
  clearHiddenContacts,
  findOwnPhone,
  membersWithPhones,
  pairOwnersOfHash,
  replaceHiddenContacts,
} from './privacy.repository';

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
  const state = await privacyNow(ctx, memberId);
  return { ...state, ignored: input.phones.length - phones.length };
}

/** Hides from nobody any more: every hash and pair the member made goes. */
export async function clearHidden(ctx: AppContext, memberId: string): Promise<PrivacyState> {
  await ctx.db.transaction((tx) => clearHiddenContacts(tx, memberId));
  return privacyNow(ctx, memberId);
}

/**
 * A member's account number is new (a first sign-in made the account, or the number was changed): whoever hid that
 * number no longer sees the member, nor the member them, from this transaction on (decision 0164).
 */
export async function pairNewNumber(tx: DbOrTx, contactHashKey: string, memberId: string, phone: string) {
  await pairOwnersOfHash(tx, memberId, contactHash(contactHashKey, phone));
}
