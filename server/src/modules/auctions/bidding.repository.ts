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
  /** The bidder's account was deleted while the bid waited for its turn (migration 0026). */
  | { outcome: 'member-gone' }
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

type BidInput = { memberId: string; clientBidId: string; maxAmount: number };

/** A bid whose statement failed inside the batch (its subtransaction rolled back); shaped like the driver's error. */
export class BidFailure extends Error {
  constructor(
    readonly code: string,
    readonly constraint: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'BidFailure';
  }
}

/**
 * Bids on one auction placed in turn in one statement (decisions 0096, 0109): auction_place_bids calls
 * auction_place_bid for each, which locks the auction, decides (bid-rules.ts's rules in SQL), posts the holds and
 * releases, writes the bid, the auction and the outbid notice. Run outside a transaction, the statement commits on its
 * own, so the auction's lock is never held across a round trip. One answer per bid, in order; a bid that failed is a
 * BidFailure.
 */
export async function placeBidsInSql(
  db: DbOrTx,
  auctionId: string,
  bids: BidInput[],
  now: Date,
  outbidNotice: { title: string; bodyFormat: string },
): Promise<(BidOutcome | BidFailure)[]> {
  const payload = JSON.stringify(
    bids.map(({ memberId, clientBidId, maxAmount }) => ({ memberId, clientBidId, maxAmount })),
  );
  const [row] = rowsOf<{ answers: (Answer | Failed)[] | string }>(
    await db.execute(
      sql`select auction_place_bids(${auctionId}::uuid, ${payload}::jsonb, ${now.toISOString()}::timestamptz,
        ${outbidNotice.title}, ${outbidNotice.bodyFormat}) as answers`,
    ),
  );
  const answers = (typeof row!.answers === 'string' ? JSON.parse(row!.answers) : row!.answers) as (Answer | Failed)[];
  return answers.map((answer) =>
    answer.outcome === 'failed'
      ? new BidFailure(answer.code, answer.constraint ?? undefined, answer.message)
      : outcomeOf(answer),
  );
}

type Failed = { outcome: 'failed'; code: string; constraint: string | null; message: string };

function outcomeOf(answer: Answer): BidOutcome {
  if (answer.outcome === 'not-found' || answer.outcome === 'member-gone') return { outcome: answer.outcome };
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
