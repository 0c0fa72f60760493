import type { Auction } from '@blynd/shared';

/** A span as its two largest units: "2d 5h", "3h 12m", "4m 09s". */
export function formatSpan(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${String(s % 60).padStart(2, '0')}s`;
}

type Timed = Pick<Auction, 'status' | 'startsAt' | 'endsAt'>;

/**
 * What the clock says about an auction at `now`: a live one counts down to its end (which a late bid may
 * have moved), an upcoming one to its start; the status the server sent is overtaken once the time passes.
 */
export function timeLeftLabel(auction: Timed, now: number): string {
  const starts = Date.parse(auction.startsAt);
  const ends = Date.parse(auction.endsAt);
  if (auction.status === 'cancelled') return 'Cancelled';
  if (auction.status === 'draft') return 'Draft';
  if (auction.status === 'ended' || now >= ends) return 'Ended';
  if (now < starts) return `Starts in ${formatSpan(starts - now)}`;
  return `${formatSpan(ends - now)} left`;
}

/** The bid to show: the current one once someone has bid, else where bidding starts. */
export function shownBid(auction: Pick<Auction, 'currentBid' | 'startingBid'>): {
  label: 'Current bid' | 'Starting bid';
  amount: number;
} {
  return auction.currentBid === null
    ? { label: 'Starting bid', amount: auction.startingBid }
    : { label: 'Current bid', amount: auction.currentBid };
}
