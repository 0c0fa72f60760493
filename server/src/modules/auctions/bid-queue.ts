import type { Db } from '../../db/client';
import { placeBidsInSql, type BidFailure, type BidOutcome } from './bidding.repository';

type Bid = { memberId: string; clientBidId: string; maxAmount: number };
type Waiting = { bid: Bid; resolve: (answer: BidOutcome | BidFailure) => void; reject: (error: unknown) => void };
type Batching = {
  db: Db;
  now: () => Date;
  outbidNotice: { title: string; bodyFormat: string };
};

/**
 * Well under the 64 subtransactions a backend tracks in shared memory: past that, every other session's snapshot
 * checks get slower (auction_place_bids runs each bid in a subtransaction).
 */
const MOST_BIDS_A_CALL = 32;

/** Bids waiting for the call running on their auction, per database (one per server instance). */
const waitingByDatabase = new WeakMap<Db, Map<string, Waiting[]>>();

/**
 * Places a bid through the auction's queue (decision 0109). With no call running for the auction, the bid goes at
 * once, alone; bids that arrive while one runs wait for it and then go together, in arrival order, in one call. A hot
 * auction then pays a round trip, a lock hand-over and a commit per batch instead of per bid, and only one of this
 * instance's connections waits on the auction's row lock. Other instances queue their own; the row lock orders them.
 */
export function placeQueuedBid(batching: Batching, auctionId: string, bid: Bid): Promise<BidOutcome | BidFailure> {
  let waiting = waitingByDatabase.get(batching.db);
  if (!waiting) waitingByDatabase.set(batching.db, (waiting = new Map()));
  const queue = waiting.get(auctionId);
  return new Promise((resolve, reject) => {
    if (queue) queue.push({ bid, resolve, reject });
    else {
      waiting.set(auctionId, []);
      void runBatches(batching, waiting, auctionId, [{ bid, resolve, reject }]);
    }
  });
}

async function runBatches(
  { db, now, outbidNotice }: Batching,
  waiting: Map<string, Waiting[]>,
  auctionId: string,
  first: Waiting[],
) {
  for (let batch = first; batch.length > 0; batch = waiting.get(auctionId)!.splice(0, MOST_BIDS_A_CALL)) {
    try {
      // The clock is read as the batch leaves: each bid is judged when it holds the auction (auction_place_bid adds
      // the time spent in the statement), as a bid sent alone was.
      const answers = await placeBidsInSql(
        db,
        auctionId,
        batch.map((w) => w.bid),
        now(),
        outbidNotice,
      );
      batch.forEach((w, i) => w.resolve(answers[i]!));
    } catch (error) {
      batch.forEach((w) => w.reject(error));
    }
  }
  waiting.delete(auctionId);
}
