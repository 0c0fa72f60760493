import type { TokenBalance } from '@blynd/shared';
import type { DbOrTx } from '../../../db/client';
import { isCheckViolation } from '../../../lib/db-errors';
import {
  availableBalances,
  insertPosting,
  lockAccounts,
  memberAccountIds,
  memberBalances,
  resolveMemberAccounts,
  systemAccountId,
  writePosting,
  type Leg,
  type MemberAccountIds,
  type PostingKind,
} from './ledger.repository';

/** A posting would take a member's available or held tokens below zero; nothing was written. */
export class NotEnoughTokens extends Error {
  constructor() {
    super('not enough tokens');
  }
}

/** `memberAccounts`: the legs that must not go negative (system accounts go negative by design: tokens issued). */
type Posting = { key: string; kind: PostingKind; reference: string; legs: Leg[]; memberAccounts: MemberAccountIds };

/**
 * Members' accounts locked (in id order) by lockMemberTokens for the rest of the transaction: postings over
 * them (releaseBid) lock nothing again and resolve no account ids again. (A bid's holds and releases are posted by
 * auction_place_bid in SQL, migration 0018, over accounts it locks the same way.)
 */
export class LockedTokens {
  constructor(private readonly accounts: ReadonlyMap<string, MemberAccountIds>) {}

  of(memberId: string): MemberAccountIds {
    const accounts = this.accounts.get(memberId);
    if (!accounts) throw new Error(`token accounts of member ${memberId} are not locked`);
    return accounts;
  }
}

function checkSumsToZero(posting: Posting) {
  if (posting.legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
    throw new Error(`posting ${posting.key} does not sum to zero`);
}

/** The entries and balances; the CHECK on member accounts refusing a negative balance is NotEnoughTokens. */
async function writeOrRefuse(tx: DbOrTx, posting: Parameters<typeof writePosting>[1], legs: Leg[]) {
  try {
    return await writePosting(tx, posting, legs);
  } catch (error) {
    throw isCheckViolation(error) ? new NotEnoughTokens() : error;
  }
}

/**
 * Writes one posting (decision 0094): the idempotency key first (a second posting with the key is a no-op
 * answering false), then the accounts locked in id order, then the entries and balances (one statement). Legs
 * must sum to zero (the deferred trigger refuses the commit otherwise). Throws NotEnoughTokens when a member
 * account would go negative; the caller's transaction must then roll back.
 */
export async function post(tx: DbOrTx, posting: Posting): Promise<boolean> {
  checkSumsToZero(posting);
  const postingId = await insertPosting(tx, posting);
  if (!postingId) return false;
  const balances = await lockAccounts(
    tx,
    posting.legs.map((leg) => leg.accountId),
  );
  // Checked under the lock for a clear answer; the CHECK constraint is the guard that cannot be bypassed.
  const guarded = new Set([posting.memberAccounts.available, posting.memberAccounts.held]);
  for (const leg of posting.legs)
    if (guarded.has(leg.accountId) && (balances.get(leg.accountId) ?? 0) + leg.amount < 0) throw new NotEnoughTokens();
  await writeOrRefuse(tx, { id: postingId }, posting.legs);
  return true;
}

/**
 * A posting over member accounts this transaction locked already (lockMemberTokens): the key, the entries and
 * the balances in one statement, no lock taken again. A key posted before writes nothing (false); the CHECK
 * on member accounts is the NotEnoughTokens answer.
 */
async function postOverLocked(tx: DbOrTx, posting: Posting): Promise<boolean> {
  checkSumsToZero(posting);
  return (await writeOrRefuse(tx, posting, posting.legs)) !== undefined;
}

async function systemPosting(
  tx: DbOrTx,
  memberId: string,
  system: 'sales' | 'grants',
  posting: Omit<Posting, 'legs' | 'memberAccounts'>,
  tokens: number,
) {
  const [member, source] = await Promise.all([memberAccountIds(tx, memberId), systemAccountId(tx, system)]);
  return post(tx, {
    ...posting,
    memberAccounts: member,
    legs: [
      { accountId: source, amount: -tokens },
      { accountId: member.available, amount: tokens },
    ],
  });
}

/** A token pack paid for: `payment:<reference>`, from sales to the member. */
export const creditPurchase = (tx: DbOrTx, memberId: string, tokens: number, reference: string) =>
  systemPosting(tx, memberId, 'sales', { key: `payment:${reference}`, kind: 'purchase', reference }, tokens);

/** A control centre grant: `grant:<id>`, from grants to the member (never revenue). */
export const creditGrant = (tx: DbOrTx, memberId: string, tokens: number, grantId: string) =>
  systemPosting(tx, memberId, 'grants', { key: `grant:${grantId}`, kind: 'grant', reference: grantId }, tokens);

/**
 * The bid's hold back to available: `release:<bidId>` (outbid, raised, cancelled, or settled); the member's
 * accounts locked by lockMemberTokens.
 */
export function releaseBid(
  tx: DbOrTx,
  tokens: LockedTokens,
  memberId: string,
  amount: number,
  bidId: string,
  auctionId: string,
) {
  const accounts = tokens.of(memberId);
  return postOverLocked(tx, {
    key: `release:${bidId}`,
    kind: 'release',
    reference: auctionId,
    memberAccounts: accounts,
    legs: [
      { accountId: accounts.held, amount: -amount },
      { accountId: accounts.available, amount },
    ],
  });
}

/**
 * A standing maximum held again for its member: `bid:<bidId>`, available → held; the member's accounts locked by
 * lockMemberTokens. (A withdrawn leader's place goes to the next maximum, whose tokens were released when outbid.)
 */
export function holdBid(
  tx: DbOrTx,
  tokens: LockedTokens,
  memberId: string,
  amount: number,
  bidId: string,
  auctionId: string,
) {
  const accounts = tokens.of(memberId);
  return postOverLocked(tx, {
    key: `bid:${bidId}`,
    kind: 'hold',
    reference: auctionId,
    memberAccounts: accounts,
    legs: [
      { accountId: accounts.available, amount: -amount },
      { accountId: accounts.held, amount },
    ],
  });
}

/** The winner pays the final price: `spend:<auctionId>`, available → auction spend (after the hold's release). */
export async function spendOnAuction(tx: DbOrTx, memberId: string, price: number, auctionId: string) {
  const [accounts, spend] = await Promise.all([memberAccountIds(tx, memberId), systemAccountId(tx, 'auction_spend')]);
  return post(tx, {
    key: `spend:${auctionId}`,
    kind: 'spend',
    reference: auctionId,
    memberAccounts: accounts,
    legs: [
      { accountId: accounts.available, amount: -price },
      { accountId: spend, amount: price },
    ],
  });
}

/**
 * Locks every account of these members in one id-ordered pass (one statement when the accounts exist), before a
 * transaction posts to several of them; the answer carries their ids to releaseBid.
 */
export async function lockMemberTokens(tx: DbOrTx, memberIds: string[]): Promise<LockedTokens> {
  return new LockedTokens(await resolveMemberAccounts(tx, memberIds, true));
}

/** Each member's available tokens as they stand (under the lock, after lockMemberTokens). */
export const availableTokensOf = (tx: DbOrTx, memberIds: string[]) => availableBalances(tx, memberIds);

export const toTokenBalance = ({ available, held }: { available: number; held: number }): TokenBalance => ({
  balance: available + held,
  held,
  available,
});

export async function balanceOf(db: DbOrTx, memberId: string): Promise<TokenBalance> {
  return toTokenBalance(await memberBalances(db, memberId));
}
