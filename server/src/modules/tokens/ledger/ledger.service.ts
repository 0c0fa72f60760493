import type { TokenBalance } from '@blynd/shared';
import type { DbOrTx } from '../../../db/client';
import { isCheckViolation } from '../../../lib/db-errors';
import {
  availableBalances,
  balancesOf,
  lockAccounts,
  memberAccountIds,
  memberBalances,
  owedAccountOf,
  resolveMemberAccounts,
  systemAccountId,
  writePosting,
  type MemberAccountIds,
  type Transfer,
} from './ledger.repository';

/** A posting would take a member's available or held tokens below zero; nothing was written. */
export class NotEnoughTokens extends Error {
  constructor() {
    super('not enough tokens');
  }
}

/**
 * Members' accounts locked (in id order) by lockMemberTokens for the rest of the transaction: postings over
 * them (releaseBid) lock nothing again and resolve no account ids again. (A bid's holds and releases are posted by
 * auction_place_bid in SQL, auctions/sql/auction-place-bid.sql, over accounts it locks the same way.)
 */
export class LockedTokens {
  constructor(private readonly accounts: ReadonlyMap<string, MemberAccountIds>) {}

  of(memberId: string): MemberAccountIds {
    const accounts = this.accounts.get(memberId);
    if (!accounts) throw new Error(`token accounts of member ${memberId} are not locked`);
    return accounts;
  }
}

/**
 * The posting through the ledger's one writer (token_transfer): the CHECK on member accounts refusing a negative
 * balance is NotEnoughTokens (the caller's transaction must then roll back). False: the key was posted before.
 */
async function writeOrRefuse(tx: DbOrTx, transfer: Transfer): Promise<boolean> {
  try {
    return await writePosting(tx, transfer);
  } catch (error) {
    throw isCheckViolation(error) ? new NotEnoughTokens() : error;
  }
}

/**
 * Writes one posting (decision 0094) over accounts not yet locked: both locked in id order (two postings over the
 * same accounts queue instead of deadlocking), then the key, the entries and the balances in one statement. A key
 * posted before writes nothing and answers false.
 */
async function post(tx: DbOrTx, transfer: Transfer): Promise<boolean> {
  await lockAccounts(tx, [transfer.from, transfer.to]);
  return writeOrRefuse(tx, transfer);
}

async function systemPosting(
  tx: DbOrTx,
  memberId: string,
  system: 'sales' | 'grants',
  posting: Pick<Transfer, 'key' | 'kind' | 'reference'>,
  tokens: number,
) {
  const [member, source] = await Promise.all([memberAccountIds(tx, memberId), systemAccountId(tx, system)]);
  return post(tx, { ...posting, from: source, to: member.available, amount: tokens });
}

/**
 * A token pack paid for, from sales to the member, under `key` (`payment:<reference>` on the website,
 * `apple:<transactionId>` / `google:<orderId>` from a store). Tokens the member owes from a refund are settled first
 * (decision 0144): in the same transaction a `settle:<key>` posting moves up to the purchase's tokens from available
 * to the member's owed account. False: the key was posted before (nothing written).
 */
export async function creditPurchase(
  tx: DbOrTx,
  memberId: string,
  tokens: number,
  reference: string,
  key = `payment:${reference}`,
): Promise<boolean> {
  const [member, sales, owed] = await Promise.all([
    memberAccountIds(tx, memberId),
    systemAccountId(tx, 'sales'),
    owedAccountOf(tx, memberId, false),
  ]);
  // Every account this transaction may post to, locked once in id order (a refund locks the same set).
  await lockAccounts(tx, [sales, member.available, ...(owed ? [owed.id] : [])]);
  if (
    !(await writeOrRefuse(tx, { key, kind: 'purchase', reference, from: sales, to: member.available, amount: tokens }))
  )
    return false;
  if (!owed) return true;
  const owes = -((await balancesOf(tx, [owed.id])).get(owed.id) ?? 0);
  const settled = Math.min(owes, tokens);
  if (settled > 0)
    await writeOrRefuse(tx, {
      key: `settle:${key}`,
      kind: 'settle',
      reference,
      from: member.available,
      to: owed.id,
      amount: settled,
    });
  return true;
}

export type ReversedTokens = {
  /** Taken back from the member's available tokens. */
  takenBack: number;
  /** Already spent (or held by a bid): now owed, settled by later purchases. */
  owed: number;
};

/**
 * Reverses a purchase's tokens once (decision 0144): what the member still has available goes back to sales
 * (`refund:<key>`); the rest, already spent or held by a standing bid, moves from the member's owed account to sales
 * (`owed:<key>`), so the owed account goes below zero while available and held never do, and every posting still
 * sums to zero. Undefined: reversed before (the keys exist).
 */
export async function reversePurchase(
  tx: DbOrTx,
  memberId: string,
  tokens: number,
  reference: string,
  key: string,
): Promise<ReversedTokens | undefined> {
  const [member, sales, owed] = await Promise.all([
    memberAccountIds(tx, memberId),
    systemAccountId(tx, 'sales'),
    owedAccountOf(tx, memberId, true),
  ]);
  if (!owed) throw new Error(`owed token account of member ${memberId} could not be created`);
  await lockAccounts(tx, [sales, member.available, owed.id]);
  const available = (await balancesOf(tx, [member.available])).get(member.available) ?? 0;
  const takenBack = Math.min(available, tokens);
  const debt = tokens - takenBack;
  const refund = { kind: 'refund' as const, reference, to: sales };
  if (
    takenBack > 0 &&
    !(await writeOrRefuse(tx, { ...refund, key: `refund:${key}`, from: member.available, amount: takenBack }))
  )
    return undefined;
  if (debt > 0 && !(await writeOrRefuse(tx, { ...refund, key: `owed:${key}`, from: owed.id, amount: debt })))
    return undefined;
  return { takenBack, owed: debt };
}

/** Tokens the member owes from refunds (0 when none). */
export async function owedTokensOf(db: DbOrTx, memberId: string): Promise<number> {
  const owed = await owedAccountOf(db, memberId, false);
  return owed && owed.balance < 0 ? -owed.balance : 0;
}

/** A control centre grant: `grant:<id>`, from grants to the member (never revenue). */
export const creditGrant = (tx: DbOrTx, memberId: string, tokens: number, grantId: string) =>
  systemPosting(tx, memberId, 'grants', { key: `grant:${grantId}`, kind: 'grant', reference: grantId }, tokens);

/** A bid's tokens between the member's own two accounts (locked by lockMemberTokens): a hold or its release. */
function moveBidTokens(
  tx: DbOrTx,
  tokens: LockedTokens,
  move: { memberId: string; amount: number; bidId: string; auctionId: string; kind: 'hold' | 'release' },
) {
  const { available, held } = tokens.of(move.memberId);
  const hold = move.kind === 'hold';
  return writeOrRefuse(tx, {
    key: `${hold ? 'bid' : 'release'}:${move.bidId}`,
    kind: move.kind,
    reference: move.auctionId,
    from: hold ? available : held,
    to: hold ? held : available,
    amount: move.amount,
  });
}

/** moveBidTokens of one kind, called with the bid's parts. */
const bidMove =
  (kind: 'hold' | 'release') =>
  (tx: DbOrTx, tokens: LockedTokens, memberId: string, amount: number, bidId: string, auctionId: string) =>
    moveBidTokens(tx, tokens, { memberId, amount, bidId, auctionId, kind });

/**
 * The bid's hold back to available: `release:<bidId>` (outbid, raised, cancelled, or settled); the member's
 * accounts locked by lockMemberTokens.
 */
export const releaseBid = bidMove('release');

/**
 * A standing maximum held again for its member: `bid:<bidId>`, available → held; the member's accounts locked by
 * lockMemberTokens. (A withdrawn leader's place goes to the next maximum, whose tokens were released when outbid.)
 */
export const holdBid = bidMove('hold');

/** The winner pays the final price: `spend:<auctionId>`, available → auction spend (after the hold's release). */
export async function spendOnAuction(tx: DbOrTx, memberId: string, price: number, auctionId: string) {
  const [accounts, spend] = await Promise.all([memberAccountIds(tx, memberId), systemAccountId(tx, 'auction_spend')]);
  return post(tx, {
    key: `spend:${auctionId}`,
    kind: 'spend',
    reference: auctionId,
    from: accounts.available,
    to: spend,
    amount: price,
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

export const toTokenBalance = ({
  available,
  held,
  owed = 0,
}: {
  available: number;
  held: number;
  owed?: number;
}): TokenBalance => ({
  balance: available + held,
  held,
  available,
  ...(owed > 0 ? { owed } : {}),
});

export async function balanceOf(db: DbOrTx, memberId: string): Promise<TokenBalance> {
  return toTokenBalance(await memberBalances(db, memberId));
}
