import type { AdminAuction } from '@blynd/shared';
import { parseWhole } from '../../lib/whole-number';

export type AuctionFormValues = {
  title: string;
  description: string;
  kind: 'item' | 'experience';
  /** Uploaded image paths in the order shown. */
  images: string[];
  startingBid: string;
  increment: string;
  reserve: string;
  startsAt: string;
  endsAt: string;
  softCloseSeconds: string;
  maxExtensionSeconds: string;
  status: 'draft' | 'scheduled';
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local box shows it: the admin's own clock, to the minute. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the admin's clock) as an ISO time; '' when empty or not a time, for the schema to refuse. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

const hourFromNow = (hours: number, now: number) =>
  toLocalInput(new Date(Math.ceil(now / 3_600_000) * 3_600_000 + hours * 3_600_000).toISOString());

/** A new auction starts as a draft opening on the next hour and running a week; an existing one shows its own values. */
export function initialValues(auction: AdminAuction | null, now = Date.now()): AuctionFormValues {
  if (!auction) {
    return {
      title: '',
      description: '',
      kind: 'item',
      images: [],
      startingBid: '',
      increment: '',
      reserve: '',
      startsAt: hourFromNow(0, now),
      endsAt: hourFromNow(7 * 24, now),
      softCloseSeconds: '300',
      maxExtensionSeconds: '3600',
      status: 'draft',
    };
  }
  return {
    title: auction.title,
    description: auction.description,
    kind: auction.kind,
    images: [...auction.images],
    startingBid: String(auction.startingBid),
    increment: String(auction.increment),
    reserve: auction.reserve === null ? '' : String(auction.reserve),
    startsAt: toLocalInput(auction.startsAt),
    endsAt: toLocalInput(auction.firstEndsAt),
    softCloseSeconds: String(auction.softCloseSeconds),
    maxExtensionSeconds: String(auction.maxExtensionSeconds),
    status: auction.status === 'scheduled' ? 'scheduled' : 'draft',
  };
}

/** The request body the shared create/update schemas check; an empty reserve means none. */
export function toAuctionInput(values: AuctionFormValues) {
  return {
    title: values.title,
    description: values.description,
    kind: values.kind,
    images: values.images,
    startingBid: parseWhole(values.startingBid),
    increment: parseWhole(values.increment),
    reserve: values.reserve.trim() === '' ? null : parseWhole(values.reserve),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    softCloseSeconds: parseWhole(values.softCloseSeconds),
    maxExtensionSeconds: parseWhole(values.maxExtensionSeconds),
    status: values.status,
  };
}

/** The list with the item at `index` moved one place by `step` (-1 earlier, 1 later); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
