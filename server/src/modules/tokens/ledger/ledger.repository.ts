import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { beforeKey, cursorTime, type KeysetKey } from '../../../db/paging/keyset-cursor';
import { rowsOf } from '../../../db/rows';
import { tokenAccounts, tokenEntries } from '../../../db/schema';

export type SystemAccountKind = 'sales' | 'grants' | 'auction_spend';
export type PostingKind = 'purchase' | 'grant' | 'hold' | 'release' | 'spend' | 'refund' | 'settle';
export type MemberAccountIds = { available: string; held: string };

/**
 * Members' two accounts each, by member id: one SELECT, locking the rows (FOR UPDATE, taken in id order after
 * the sort) when `lock` is set. A member whose accounts do not exist yet is absent from the answer.
 */
async function findMemberAccounts(
  tx: DbOrTx,
  memberIds: string[],
  lock: boolean,
): Promise<Map<string, MemberAccountIds>> {
  const query = tx
    .select({ id: tokenAccounts.id, kind: tokenAccounts.kind, memberId: tokenAccounts.memberId })
    .from(tokenAccounts)
    .where(inArray(tokenAccounts.memberId, memberIds))
    .orderBy(asc(tokenAccounts.id));
  const rows = await (lock ? query.for('update') : query);
  const found = new Map<string, MemberAccountIds>();
  for (const memberId of memberIds) {
    const available = rows.find((row) => row.memberId === memberId && row.kind === 'available');
    const held = rows.find((row) => row.memberId === memberId && row.kind === 'held');
    if (available && held) found.set(memberId, { available: available.id, held: held.id });
  }
  return found;
}

/** Creates the members' two accounts where they are missing (a member's first tokens). */
async function createMemberAccounts(tx: DbOrTx, memberIds: string[]) {
  await tx
    .insert(tokenAccounts)
    .values(
      memberIds.flatMap((memberId) => [
        { kind: 'available', memberId },
        { kind: 'held', memberId },
      ]),
    )
    .onConflictDoNothing({
      target: [tokenAccounts.memberId, tokenAccounts.kind],
      where: sql`${tokenAccounts.memberId} is not null`,
    });
}

/**
 * The accounts of these members, created on first use: one SELECT when they exist (the common case); an INSERT
 * and the SELECT again only for a member who never had tokens. With `lock`, every row is locked in id order.
 */
export async function resolveMemberAccounts(
  tx: DbOrTx,
  memberIds: string[],
  lock: boolean,
): Promise<Map<string, MemberAccountIds>> {
  const ids = [...new Set(memberIds)];
  const found = await findMemberAccounts(tx, ids, lock);
  const missing = ids.filter((id) => !found.has(id));
  if (!missing.length) return found;
  await createMemberAccounts(tx, missing);
  return findMemberAccounts(tx, ids, lock);
}

/** The member's two accounts (created on first use), without locking them. */
export async function memberAccountIds(tx: DbOrTx, memberId: string): Promise<MemberAccountIds> {
  const accounts = (await resolveMemberAccounts(tx, [memberId], false)).get(memberId);
  if (!accounts) throw new Error(`token accounts of member ${memberId} could not be created`);
  return accounts;
}

/**
 * The member's `owed` account (decision 0144: tokens a refund could not take back), with its balance (0 or below);
 * created only when `create` is set (a refund that finds tokens already spent), otherwise undefined if it never was.
 */
export async function owedAccountOf(
  tx: DbOrTx,
  memberId: string,
  create: boolean,
): Promise<{ id: string; balance: number } | undefined> {
  const find = async () => {
    const [row] = await tx
      .select({ id: tokenAccounts.id, balance: tokenAccounts.balance })
      .from(tokenAccounts)
      .where(and(eq(tokenAccounts.memberId, memberId), eq(tokenAccounts.kind, 'owed')))
      .limit(1);
    return row && { id: row.id, balance: Number(row.balance) };
  };
  const found = await find();
  if (found || !create) return found;
  await tx
    .insert(tokenAccounts)
    .values({ kind: 'owed', memberId })
    .onConflictDoNothing({
      target: [tokenAccounts.memberId, tokenAccounts.kind],
      where: sql`${tokenAccounts.memberId} is not null`,
    });
  return find();
}

/** Accounts' balances as they stand (read after lockAccounts, so they cannot move before the transaction ends). */
export async function balancesOf(tx: DbOrTx, accountIds: string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: tokenAccounts.id, balance: tokenAccounts.balance })
    .from(tokenAccounts)
    .where(inArray(tokenAccounts.id, accountIds));
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

export async function systemAccountId(tx: DbOrTx, kind: SystemAccountKind): Promise<string> {
  const [row] = await tx
    .select({ id: tokenAccounts.id })
    .from(tokenAccounts)
    .where(and(eq(tokenAccounts.kind, kind), sql`${tokenAccounts.memberId} is null`))
    .limit(1);
  if (!row) throw new Error(`system token account ${kind} is missing`);
  return row.id;
}

/**
 * Locks accounts until the transaction ends, always in id order, so two postings over the same accounts
 * queue instead of deadlocking.
 */
export async function lockAccounts(tx: DbOrTx, accountIds: string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort();
  await tx
    .select({ id: tokenAccounts.id })
    .from(tokenAccounts)
    .where(inArray(tokenAccounts.id, ids))
    .orderBy(asc(tokenAccounts.id))
    .for('update');
}

/** One two-legged posting: `amount` tokens from one account to another, under an idempotency key. */
export type Transfer = { key: string; kind: PostingKind; reference: string; from: string; to: string; amount: number };

const postedAnswer = z.array(z.object({ posted: z.boolean() })).length(1);

/**
 * The ledger's one writer, token_transfer (sql/token-transfer.sql), which auction_place_bid calls for a bid's holds and
 * releases: the posting, its two entries and both balances in one statement. A key posted before writes nothing and
 * answers false. The accounts must already be locked by this transaction (in id order); the CHECK on member accounts
 * refuses a negative balance.
 */
export async function writePosting(tx: DbOrTx, transfer: Transfer): Promise<boolean> {
  if (transfer.from === transfer.to) throw new Error(`posting ${transfer.key} moves tokens from an account to itself`);
  const [answer] = postedAnswer.parse(
    rowsOf(
      await tx.execute(sql`select token_transfer(${transfer.key}, ${transfer.kind}, ${transfer.reference},
        ${transfer.from}::uuid, ${transfer.to}::uuid, ${transfer.amount}::bigint) as posted`),
    ),
  );
  return answer!.posted;
}

export async function memberBalances(
  db: DbOrTx,
  memberId: string,
): Promise<{ available: number; held: number; owed: number }> {
  const rows = await db
    .select({ kind: tokenAccounts.kind, balance: tokenAccounts.balance })
    .from(tokenAccounts)
    .where(eq(tokenAccounts.memberId, memberId));
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { available: of('available'), held: of('held'), owed: -of('owed') };
}

export async function availableBalances(db: DbOrTx, memberIds: string[]): Promise<Map<string, number>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({ memberId: tokenAccounts.memberId, balance: tokenAccounts.balance })
    .from(tokenAccounts)
    .where(and(inArray(tokenAccounts.memberId, memberIds), eq(tokenAccounts.kind, 'available')));
  return new Map(rows.map((row) => [row.memberId!, Number(row.balance)]));
}

export type HistoryRow = {
  id: string;
  amount: number;
  kind: PostingKind;
  reference: string;
  createdAt: Date;
  at: string;
};

/**
 * The member's entries on their available account, newest first (a hold shows as tokens set aside). The account
 * is a scalar subquery, not a join: PostgreSQL then walks token_entries_account_idx in order and stops at
 * `limit`, where a join made it read and sort every entry of the account (70 ms at 10,000 entries).
 */
export async function listMemberEntries(
  db: DbOrTx,
  memberId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<HistoryRow[]> {
  const account = db
    .select({ id: tokenAccounts.id })
    .from(tokenAccounts)
    .where(and(eq(tokenAccounts.memberId, memberId), eq(tokenAccounts.kind, 'available')));
  const rows = await db
    .select({
      id: tokenEntries.id,
      amount: tokenEntries.amount,
      kind: tokenEntries.kind,
      reference: tokenEntries.reference,
      createdAt: tokenEntries.createdAt,
      at: cursorTime(tokenEntries.createdAt),
    })
    .from(tokenEntries)
    .where(
      and(
        sql`${tokenEntries.accountId} = (${account})`,
        after ? beforeKey(tokenEntries.createdAt, tokenEntries.id, after) : undefined,
      ),
    )
    .orderBy(desc(tokenEntries.createdAt), desc(tokenEntries.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, amount: Number(row.amount), kind: row.kind as PostingKind }));
}

export type LedgerCheck = {
  accounts: number;
  entries: number;
  total: number;
  drifted: { accountId: string; balance: number; sum: number }[];
  unbalancedPostings: string[];
};

/** Recomputes every account from its entries and the whole ledger's sum (the check behind tokens:verify). */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const drifted = rowsOf<{ account_id: string; balance: string; sum: string }>(
    await db.execute(sql`
      select a.id as account_id, a.balance, coalesce(e.sum, 0) as sum
      from token_accounts a left join (select account_id, sum(amount) as sum from token_entries group by account_id) e on e.account_id = a.id
      where a.balance <> coalesce(e.sum, 0)`),
  );
  const [totals] = rowsOf<{ accounts: string; entries: string; total: string }>(
    await db.execute(
      sql`select (select count(*) from token_accounts) as accounts, count(*) as entries, coalesce(sum(amount), 0) as total from token_entries`,
    ),
  );
  const unbalanced = rowsOf<{ posting_id: string }>(
    await db.execute(sql`select posting_id from token_entries group by posting_id having sum(amount) <> 0 limit 100`),
  );
  return {
    accounts: Number(totals?.accounts ?? 0),
    entries: Number(totals?.entries ?? 0),
    total: Number(totals?.total ?? 0),
    drifted: drifted.map((row) => ({ accountId: row.account_id, balance: Number(row.balance), sum: Number(row.sum) })),
    unbalancedPostings: unbalanced.map((row) => row.posting_id),
  };
}
