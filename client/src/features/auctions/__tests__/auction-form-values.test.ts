import { createAuctionSchema, updateAuctionSchema, type AdminAuction } from '@blynd/shared';
import { parseWhole } from '../../../lib/whole-number';
import { fromLocalInput, initialValues, moved, toAuctionInput, toLocalInput } from '../auction-form-values';

const saved: AdminAuction = {
  _id: '6b1f7a52-3d4e-4f60-9a1b-2c3d4e5f6a7b',
  title: 'Dinner for two',
  description: 'Rooftop dinner',
  kind: 'experience',
  images: ['/media/auctions/a1.webp'],
  startingBid: 100,
  increment: 10,
  hasReserve: true,
  reserve: 150,
  startsAt: '2026-12-01T09:00:00.000Z',
  endsAt: '2026-12-08T09:05:00.000Z',
  firstEndsAt: '2026-12-08T09:00:00.000Z',
  softCloseSeconds: 300,
  maxExtensionSeconds: 3600,
  status: 'scheduled',
  currentBid: null,
  minimumBid: 100,
  bidCount: 0,
  leaderId: null,
  winnerId: null,
  winnerName: null,
  finalPrice: null,
  fulfilmentStatus: null,
  fulfilmentNote: null,
  settledAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

describe('auction form values', () => {
  it('When a time goes into a datetime-local box and back, then it is the same instant to the minute', () => {
    expect(fromLocalInput(toLocalInput('2026-12-01T09:00:00.000Z'))).toBe('2026-12-01T09:00:00.000Z');
    expect(toLocalInput('not a time')).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('garbage')).toBe('');
  });

  it('When amounts are typed, then they are whole numbers', () => {
    expect(parseWhole('1,200')).toBe(1200);
    expect(parseWhole(' 50 ')).toBe(50);
    expect(parseWhole('12.5')).toBe('12.5');
  });

  it('When an image is moved, then it swaps with its neighbour, and at either end nothing changes', () => {
    const images = ['/media/auctions/a.webp', '/media/auctions/b.webp', '/media/auctions/c.webp'];
    expect(moved(images, 2, -1)).toEqual([
      '/media/auctions/a.webp',
      '/media/auctions/c.webp',
      '/media/auctions/b.webp',
    ]);
    expect(moved(images, 0, 1)).toEqual(['/media/auctions/b.webp', '/media/auctions/a.webp', '/media/auctions/c.webp']);
    expect(moved(images, 0, -1)).toEqual(images);
    expect(moved(images, 2, 1)).toEqual(images);
  });

  it('When an auction is edited, then the form shows its first end (not an extended one) and gives back a body the server accepts', () => {
    const values = initialValues(saved);
    expect(values.endsAt).toBe(toLocalInput(saved.firstEndsAt));
    expect(values.reserve).toBe('150');
    const input = toAuctionInput(values);
    expect(updateAuctionSchema.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      startingBid: 100,
      increment: 10,
      reserve: 150,
      images: saved.images,
      startsAt: saved.startsAt,
      endsAt: saved.firstEndsAt,
      status: 'scheduled',
    });
  });

  it('When a new auction is started, then it is a draft a week long from the next hour, and an empty reserve means none', () => {
    const now = Date.parse('2026-12-01T09:20:00.000Z');
    const values = initialValues(null, now);
    expect(values.status).toBe('draft');
    expect(fromLocalInput(values.startsAt)).toBe('2026-12-01T10:00:00.000Z');
    expect(fromLocalInput(values.endsAt)).toBe('2026-12-08T10:00:00.000Z');
    const input = toAuctionInput({
      ...values,
      title: 'Vinyl',
      description: 'Signed',
      startingBid: '50',
      increment: '5',
    });
    expect(input.reserve).toBeNull();
    expect(input.images).toEqual([]);
    expect(createAuctionSchema.safeParse(input).success).toBe(true);
    expect(createAuctionSchema.safeParse(toAuctionInput(values)).success).toBe(false);
  });
});
