import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { beforeKey, cursorTime, type KeysetKey } from '../../../db/paging/keyset-cursor';
import { rowsOf } from '../../../db/rows';
import { tokenAccounts, tokenEntries, tokenPostings } from '../../../db/schema';

export type SystemAccountKind = 'sales' | 'grants' | 'auction_spend';
export type PostingKind = 'purchase' | 'grant' | 'hold' | 'release' | 'spend';
export type Leg = { accountId: string; amount: number };
export type MemberAccountIds = { available: string; held: string };

/** The member's two accounts (created on first use), without locking them. */
export async function memberAccountIds(tx: DbOrTx, memberId: string): Promise<MemberAccountIds> {
  await tx
    .insert(tokenAccounts)
    .values([
      { kind: 'available', memberId },
      { kind: 'held', memberId },
    ])
    .onConflictDoNothing({
      target: [tokenAccounts.memberId, tokenAccounts.kind],
      where: sql`${tokenAccounts.memberId} is not null`,
    });
  const rows = await tx
    .select({ id: tokenAccounts.id, kind: tokenAccounts.kind })
    .from(tokenAccounts)
    .where(eq(tokenAccounts.memberId, memberId));
  return {
    available: rows.find((row) => row.kind === 'available')!.id,
    held: rows.find((row) => row.kind === 'held')!.id,
  };
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
 * queue instead of deadlocking; answers their balances as they stand under the lock.
 */
export async function lockAccounts(tx: DbOrTx, accountIds: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(accountIds)].sort();
  const rows = await tx
    .select({ id: tokenAccounts.id, balance: tokenAccounts.balance })
    .from(tokenAccounts)
    .where(inArray(tokenAccounts.id, ids))
    .orderBy(asc(tokenAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, Number(row.balance)]));
}

/** Inserts the posting unless its key exists; undefined then (it was posted before). */
export async function insertPosting(
  tx: DbOrTx,
  values: { key: string; kind: PostingKind; reference: string },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(tokenPostings)
    .values({ idempotencyKey: values.key, kind: values.kind, reference: values.reference })
    .onConflictDoNothing({ target: tokenPostings.idempotencyKey })
    .returning({ id: tokenPostings.id });
  return row?.id;
}

/** Writes the entries and moves each account's balance; the CHECK on member accounts refuses a negative one. */
export async function insertEntries(tx: DbOrTx, postingId: string, legs: Leg[]) {
  await tx
    .insert(tokenEntries)
    .values(legs.map((leg) => ({ postingId, accountId: leg.accountId, amount: leg.amount })));
  for (const leg of [...legs].sort((a, b) => (a.accountId < b.accountId ? -1 : 1))) {
    await tx
      .update(tokenAccounts)
      .set({ balance: sql`${tokenAccounts.balance} + ${leg.amount}` })
      .where(eq(tokenAccounts.id, leg.accountId));
  }
}

export async function memberBalances(db: DbOrTx, memberId: string): Promise<{ available: number; held: number }> {
  const rows = await db
    .select({ kind: tokenAccounts.kind, balance: tokenAccounts.balance })
    .from(tokenAccounts)
    .where(eq(tokenAccounts.memberId, memberId));
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { available: of('available'), held: of('held') };
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
      kind: tokenPostings.kind,
      reference: tokenPostings.reference,
      createdAt: tokenEntries.createdAt,
      at: cursorTime(tokenEntries.createdAt),
    })
    .from(tokenEntries)
    .innerJoin(tokenPostings, eq(tokenPostings.id, tokenEntries.postingId))
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
