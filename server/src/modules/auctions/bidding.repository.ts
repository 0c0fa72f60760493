import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { auctions, type AuctionRow } from '../../db/schema';
import { z } from 'zod';
import type { ShownStatus } from './bid-rules';

type Tokens = { available: number; held: number };
type NoticeRow = { id: string; kind: string; title: string; body: string; relatedId: string | null; createdAt: Date };

/** What auction_place_bid answered (sql/auction-place-bid.sql); every outcome but not-found carries the auction as it stands. */
export type BidOutcome =
  | { outcome: 'not-found' }
  /** The bidder's account was deleted while the bid waited for its turn (decision 0123). */
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

const amount = z
  .union([z.number(), z.string()])
  .nullable()
  .transform((value) => Number(value ?? 0));
const tokensJson = z.object({ available: amount, held: amount }).transform((t): Tokens => t);
const auctionJson = z.record(z.string(), z.unknown()).transform(auctionFromJson);
const noticeJson = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    related_id: z.string().nullable(),
    created_at: z.string(),
  })
  .transform((n): NoticeRow => ({
    id: n.id,
    kind: n.kind,
    title: n.title,
    body: n.body,
    relatedId: n.related_id,
    createdAt: new Date(n.created_at),
  }));
const shownStatuses = ['draft', 'scheduled', 'live', 'ended', 'cancelled'] as const satisfies readonly ShownStatus[];

/** What auction_place_bids answers for each bid: auction_place_bid's jsonb (sql/auction-place-bid.sql), or its failure. */
const answerJson = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.enum(['not-found', 'member-gone']) }),
  z.object({ outcome: z.literal('repeated'), auction: auctionJson, myMax: z.number().nullable() }),
  z.object({ outcome: z.literal('not-live'), status: z.enum(shownStatuses), auction: auctionJson }),
  z.object({
    outcome: z.enum(['too-low', 'already-higher', 'not-enough-tokens', 'client-bid-id-used']),
    auction: auctionJson,
  }),
  z.object({
    outcome: z.literal('placed'),
    auction: auctionJson,
    myMax: z.number(),
    tokens: tokensJson,
    outbid: z.object({ memberId: z.string(), myMax: z.number(), tokens: tokensJson, notice: noticeJson }).nullable(),
  }),
  z.object({ outcome: z.literal('failed'), code: z.string(), constraint: z.string().nullable(), message: z.string() }),
]);
const answersJson = z.preprocess(
  (value) => (typeof value === 'string' ? JSON.parse(value) : value),
  z.array(answerJson),
);

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
 * auction_place_bid for each, which locks the auction, decides (the rules of sql/bid-rules.sql), posts the holds and
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
  const rows = rowsOf<{ answers: unknown }>(
    await db.execute(
      sql`select auction_place_bids(${auctionId}::uuid, ${payload}::jsonb, ${now.toISOString()}::timestamptz,
        ${outbidNotice.title}, ${outbidNotice.bodyFormat}) as answers`,
    ),
  );
  const answers = answersJson.parse(rows[0]?.answers);
  if (answers.length !== bids.length)
    throw new Error(`auction_place_bids answered ${answers.length} of ${bids.length} bids`);
  return answers.map((answer) =>
    answer.outcome === 'failed' ? new BidFailure(answer.code, answer.constraint ?? undefined, answer.message) : answer,
  );
}
