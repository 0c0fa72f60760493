import type { TokenBalance } from '@blynd/shared';
import type { DbOrTx } from '../../../db/client';
import { isCheckViolation } from '../../../lib/db-errors';
import {
  insertEntries,
  insertPosting,
  lockAccounts,
  memberAccountIds,
  memberBalances,
  systemAccountId,
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
 * Writes one posting (decision 0094): the idempotency key first (a second posting with the key is a no-op
 * answering false), then the accounts locked in id order, then the entries and balances. Legs must sum
 * to zero (the deferred trigger refuses the commit otherwise). Throws NotEnoughTokens when a member
 * account would go negative; the caller's transaction must then roll back.
 */
export async function post(tx: DbOrTx, posting: Posting): Promise<boolean> {
  if (posting.legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
    throw new Error(`posting ${posting.key} does not sum to zero`);
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
  try {
    await insertEntries(tx, postingId, posting.legs);
  } catch (error) {
    throw isCheckViolation(error) ? new NotEnoughTokens() : error;
  }
  return true;
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

/** A bid sets its maximum aside: `bid:<bidId>`, available → held. */
export async function holdForBid(tx: DbOrTx, memberId: string, amount: number, bidId: string, auctionId: string) {
  const accounts = await memberAccountIds(tx, memberId);
  return post(tx, {
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

/** The bid's hold back to available: `release:<bidId>` (outbid, raised, cancelled, or settled). */
export async function releaseBid(tx: DbOrTx, memberId: string, amount: number, bidId: string, auctionId: string) {
  const accounts = await memberAccountIds(tx, memberId);
  return post(tx, {
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

/** Locks every account of these members in one id-ordered pass, before a transaction posts to several of them. */
export async function lockMemberTokens(tx: DbOrTx, memberIds: string[]) {
  const accounts = await Promise.all([...new Set(memberIds)].map((id) => memberAccountIds(tx, id)));
  await lockAccounts(
    tx,
    accounts.flatMap((account) => [account.available, account.held]),
  );
}

export async function balanceOf(db: DbOrTx, memberId: string): Promise<TokenBalance> {
  const { available, held } = await memberBalances(db, memberId);
  return { balance: available + held, held, available };
}
