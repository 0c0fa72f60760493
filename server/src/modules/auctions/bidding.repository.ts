import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auctions, type AuctionRow } from '../../db/schema';
import type { ShownStatus } from './bid-rules';

type Tokens = { available: number; held: number };
type NoticeRow = { id: string; kind: string; title: string; body: string; relatedId: string | null; createdAt: Date };

/** What auction_place_bid answered (migration 0020); every outcome but not-found carries the auction as it stands. */
export type BidOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'repeated'; auction: AuctionRow; myMax: number | null }
  | { outcome: 'not-live'; status: ShownStatus; auction: AuctionRow }
  | { outcome: 'too-low' | 'already-higher' | 'not-enough-tokens' | 'client-bid-id-used'; auction: AuctionRow }
  | {
      outcome: 'placed';
      auction: AuctionRow;
      myMax: number;
      tokens: Tokens;
      outbid: { memberId: string; myMax: number; tokens: Tokens; notice: NoticeRow } | null;
    };

const auctionColumns = Object.entries(getTableColumns(auctions));

/** The row as to_jsonb wrote it (snake_case, timestamps as text), mapped by the table's own columns. */
function auctionFromJson(json: Record<string, unknown>): AuctionRow {
  return Object.fromEntries(
    auctionColumns.map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as AuctionRow;
}

const tokensFromJson = (json: { available: number | string | null; held: number | string | null }): Tokens => ({
  available: Number(json.available ?? 0),
  held: Number(json.held ?? 0),
});

type Answer = {
  outcome: BidOutcome['outcome'];
  status?: ShownStatus;
  auction?: Record<string, unknown>;
  myMax?: number | null;
  tokens?: { available: number | null; held: number | null };
  outbid?: {
    memberId: string;
    myMax: number;
    tokens: { available: number | null; held: number | null };
    notice: { id: string; kind: string; title: string; body: string; related_id: string | null; created_at: string };
  } | null;
};

/**
 * The whole bid in one statement (decision 0096): auction_place_bid locks the auction, decides (bid-rules.ts's rules
 * in SQL), posts the holds and releases, writes the bid, the auction and the outbid notice. Run outside a transaction,
 * the statement commits on its own, so the auction's lock is never held across a round trip.
 */
export async function placeBidInSql(
  db: DbOrTx,
  bid: { auctionId: string; memberId: string; clientBidId: string; maxAmount: number; now: Date },
  outbidNotice: { title: string; bodyFormat: string },
): Promise<BidOutcome> {
  const [row] = rowsOf<{ answer: Answer | string }>(
    await db.execute(
      sql`select auction_place_bid(${bid.auctionId}::uuid, ${bid.memberId}::uuid, ${bid.clientBidId}::uuid,
        ${bid.maxAmount}::integer, ${bid.now.toISOString()}::timestamptz, ${outbidNotice.title}, ${outbidNotice.bodyFormat}) as answer`,
    ),
  );
  const answer = (typeof row!.answer === 'string' ? JSON.parse(row!.answer) : row!.answer) as Answer;
  if (answer.outcome === 'not-found') return { outcome: 'not-found' };
  const auction = auctionFromJson(answer.auction!);
  switch (answer.outcome) {
    case 'repeated':
      return { outcome: 'repeated', auction, myMax: answer.myMax ?? null };
    case 'not-live':
      return { outcome: 'not-live', status: answer.status!, auction };
    case 'placed': {
      const outbid = answer.outbid;
      return {
        outcome: 'placed',
        auction,
        myMax: answer.myMax!,
        tokens: tokensFromJson(answer.tokens!),
        outbid: outbid
          ? {
              memberId: outbid.memberId,
              myMax: outbid.myMax,
              tokens: tokensFromJson(outbid.tokens),
              notice: {
                id: outbid.notice.id,
                kind: outbid.notice.kind,
                title: outbid.notice.title,
                body: outbid.notice.body,
                relatedId: outbid.notice.related_id,
                createdAt: new Date(outbid.notice.created_at),
              },
            }
          : null,
      };
    }
    default:
      return { outcome: answer.outcome, auction };
  }
}
