import { createHash } from 'node:crypto';

/**
 * Where a viewer's walk through member ids starts on a given (Lagos) day: a hash of the viewer and the day,
 * so every member gets a fair share of places in the ranked snapshot's chunks (decision 0091) and the order
 * depends on nothing else (no like, no activity).
 */
export function pivotFor(viewerId: string, day: string): string {
  const hex = createHash('sha256').update(`discover:${viewerId}:${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
