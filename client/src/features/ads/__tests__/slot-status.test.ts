import type { AdSlot, AdSlotSet } from '@blynd/shared';
import { slotRows, slotStatus } from '../slot-status';

const slot = (available: boolean): AdSlot => ({ amount: 15000, available, imgUrl: '', link: '', visits: 0 });

describe('slot status', () => {
  it('When an ad is live in the slot (available: true), then it shows Unavailable', () => {
    expect(slotStatus(slot(true))).toBe('Unavailable');
  });

  it('When the slot is free (available: false), then it shows Available', () => {
    expect(slotStatus(slot(false))).toBe('Available');
  });

  it('lists the three slots under their spec names, in order', () => {
    const set: AdSlotSet = {
      _id: 'x',
      active: true,
      mediaBuyer: '',
      filterSlot: slot(true),
      friendRequestSlot: slot(false),
      chatSlot: slot(false),
    };
    expect(slotRows(set).map((row) => [row.label, row.status])).toEqual([
      ['Explore users', 'Unavailable'],
      ['View Matches', 'Available'],
      ['Messages', 'Available'],
    ]);
  });
});
