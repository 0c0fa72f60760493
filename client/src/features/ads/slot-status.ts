import { AD_SLOT_KEYS, AD_SLOT_LABELS, type AdSlot, type AdSlotKey, type AdSlotSet } from '@blynd/shared';

/** `available: true` means an ad is live in the slot, so it cannot be booked. */
export const slotStatus = (slot: Pick<AdSlot, 'available'>) => (slot.available ? 'Unavailable' : 'Available');

export type SlotRow = { key: AdSlotKey; label: string; status: 'Available' | 'Unavailable'; slot: AdSlot };

export const slotRows = (set: AdSlotSet): SlotRow[] =>
  AD_SLOT_KEYS.map((key) => ({ key, label: AD_SLOT_LABELS[key], status: slotStatus(set[key]), slot: set[key] }));
