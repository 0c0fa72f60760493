import { formatSpan, shownBid, timeLeftLabel } from '../auction-time';

const at = (iso: string) => Date.parse(iso);
const auction = (status: 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled') => ({
  status,
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-03T12:30:00.000Z',
});

describe('auction time left', () => {
  it('When spans are formatted, then the two largest units show and seconds are padded', () => {
    expect(formatSpan(2 * 86_400_000 + 5 * 3_600_000 + 59_000)).toBe('2d 5h');
    expect(formatSpan(3 * 3_600_000 + 12 * 60_000 + 5_000)).toBe('3h 12m');
    expect(formatSpan(4 * 60_000 + 9_000)).toBe('4m 09s');
    expect(formatSpan(-5_000)).toBe('0m 00s');
  });

  it('When a live auction is read before its end, then it counts down to the end', () => {
    expect(timeLeftLabel(auction('live'), at('2026-12-03T10:00:00.000Z'))).toBe('2h 30m left');
    expect(timeLeftLabel(auction('live'), at('2026-12-03T12:29:30.000Z'))).toBe('0m 30s left');
  });

  it('When an upcoming auction is read, then it counts down to its start, and becomes live once started', () => {
    expect(timeLeftLabel(auction('scheduled'), at('2026-11-30T09:00:00.000Z'))).toBe('Starts in 1d 1h');
    expect(timeLeftLabel(auction('scheduled'), at('2026-12-02T12:30:00.000Z'))).toBe('1d 0h left');
  });

  it('When the end has passed, or the auction was cancelled or is a draft, then it says so', () => {
    expect(timeLeftLabel(auction('live'), at('2026-12-03T12:30:00.000Z'))).toBe('Ended');
    expect(timeLeftLabel(auction('ended'), at('2026-12-01T00:00:00.000Z'))).toBe('Ended');
    expect(timeLeftLabel(auction('cancelled'), at('2026-12-02T00:00:00.000Z'))).toBe('Cancelled');
    expect(timeLeftLabel(auction('draft'), at('2026-12-02T00:00:00.000Z'))).toBe('Draft');
  });

  it('When nobody has bid, then the starting bid shows; after a bid, the current bid', () => {
    expect(shownBid({ currentBid: null, startingBid: 100 })).toEqual({ label: 'Starting bid', amount: 100 });
    expect(shownBid({ currentBid: 140, startingBid: 100 })).toEqual({ label: 'Current bid', amount: 140 });
  });
});
