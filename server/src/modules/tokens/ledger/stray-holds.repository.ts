import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** An open hold behind a stray held balance, and why no live auction stands behind it. */
export type StrayHold = {
  accountId: string;
  /** null: the account's member was deleted. */
  memberId: string | null;
  held: number;
  /** What the member's leads on unsettled auctions hold (the only holds that may stand, decision 0096). */
  expected: number;
  holds: { key: string; auctionId: string; amount: number; why: string }[];
};

/**
 * Held tokens that no live auction accounts for (decision 0123): only an unsettled auction's leader holds, their
 * maximum, so every held account must equal the maximums of the auctions its member leads. One statement, one
 * snapshot: a bid moves the hold and the auction in one transaction. For each account out of step, the holds still
 * open on it (no `release:` of their bid) that are not the leading bid of an auction its member leads.
 */
export async function findStrayHolds(db: DbOrTx, limit = 100): Promise<StrayHold[]> {
  const accounts = rowsOf<{ account_id: string; member_id: string | null; held: string; expected: string }>(
    await db.execute(sql`
      select acc.id as account_id, acc.member_id, acc.balance as held, coalesce(led.amount, 0) as expected
      from token_accounts acc
      left join (
        select leader_member_id, sum(leader_max) as amount from auctions
        where status = 'scheduled' and leader_member_id is not null and leader_max is not null
        group by leader_member_id) led on led.leader_member_id = acc.member_id
      where acc.kind = 'held' and acc.balance <> coalesce(led.amount, 0)
      order by acc.id limit ${limit}`),
  );
  if (!accounts.length) return [];
  const ids = sql.join(
    accounts.map((a) => sql`${a.account_id}::uuid`),
    sql`, `,
  );
  const open = rowsOf<{ account_id: string; key: string; auction_id: string; amount: string; why: string }>(
    await db.execute(sql`
      select e.account_id, p.idempotency_key as key, e.reference as auction_id, e.amount,
        case when acc.member_id is null then 'member deleted'
          when au.id is null then 'no such auction'
          when au.status <> 'scheduled' then 'auction ' || au.status
          else 'not the leading bid' end as why
      from token_entries e
      join token_accounts acc on acc.id = e.account_id
      join token_postings p on p.id = e.posting_id
      left join auctions au on au.id::text = e.reference
      where e.account_id in (${ids}) and e.kind = 'hold' and e.amount > 0
        and not exists (select 1 from token_postings r where r.idempotency_key = 'release:' || substr(p.idempotency_key, 5))
        and not coalesce(au.status = 'scheduled' and au.leader_member_id = acc.member_id
          and p.idempotency_key = 'bid:' || au.leader_bid_id::text, false)
      order by e.created_at limit 1000`),
  );
  return accounts.map((a) => ({
    accountId: a.account_id,
    memberId: a.member_id,
    held: Number(a.held),
    expected: Number(a.expected),
    holds: open
      .filter((h) => h.account_id === a.account_id)
      .map((h) => ({ key: h.key, auctionId: h.auction_id, amount: Number(h.amount), why: h.why })),
  }));
}
