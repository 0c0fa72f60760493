import { createHash } from 'node:crypto';
import { MEMBER_DISCOVER_MESSAGES as TEXT } from '@blynd/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/**
 * Discover walks the id order once around, starting at a pivot: ids from the pivot up (phase 0), then the
 * ids below it (phase 1). The cursor carries the pivot, the phase and the last id shown.
 */
export type DiscoverCursor = { p: string; w: 0 | 1; a: string };

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const cursorSchema = z.strictObject({ p: uuid, w: z.union([z.literal(0), z.literal(1)]), a: uuid });

export const encodeCursor = (cursor: DiscoverCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(value: string): DiscoverCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  return result.data;
}

/**
 * Where a viewer's walk starts on a given (Lagos) day: a hash of the viewer and the day, so every member
 * gets a fair share of first places and the order depends on nothing else (no like, no activity).
 */
export function pivotFor(viewerId: string, day: string): string {
  const hex = createHash('sha256').update(`discover:${viewerId}:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
