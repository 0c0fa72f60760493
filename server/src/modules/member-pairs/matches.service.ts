import {
  MEMBER_MATCH_MESSAGES as TEXT,
  SOCIAL_PAGE_DEFAULT,
  type MatchItem,
  type MatchList,
  type MessageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { decodeKeysetCursor, toPage, type KeysetKey } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { tellMatchesEnded } from '../notifications/notifications.service';
import { endMatch, findActiveMatchOf, listMatchPage } from './matches.repository';
import { matchItemsFor, toMatchView } from './match-items';
import { lockPair, type MatchRow } from './pair.repository';
import { keepEvidence } from '../match-evidence/evidence.service';

export const MATCH_PAGE = SOCIAL_PAGE_DEFAULT;

export function decodeCursor(cursor: string | undefined): KeysetKey | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeKeysetCursor(cursor);
  if (!key) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  return key;
}

export async function listMatches(
  ctx: AppContext,
  viewerId: string,
  cursor: string | undefined,
  limit = MATCH_PAGE,
): Promise<MatchList> {
  const rows = await listMatchPage(ctx.db, viewerId, decodeCursor(cursor), limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  return { items: await matchItemsFor(ctx, viewerId, page), nextCursor };
}

/** An active match of the member's, or 404 whether it does not exist, is someone else's or has ended. */
export async function activeMatchOrNotFound(ctx: AppContext, memberId: string, matchId: string): Promise<MatchRow> {
  const match = await findActiveMatchOf(ctx.db, memberId, matchId);
  if (!match) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return match;
}

/**
 * One match as the matches list shows it; 404 whether it does not exist, is someone else's, has ended or
 * its partner is no longer visible to the caller (§6).
 */
export async function getMatch(ctx: AppContext, viewerId: string, matchId: string): Promise<MatchItem> {
  const match = await activeMatchOrNotFound(ctx, viewerId, matchId);
  const [item] = await matchItemsFor(ctx, viewerId, [toMatchView(match, viewerId)]);
  if (!item) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return item;
}

/**
 * Unmatch, silently: nobody is told. The photo rule (§6) reads the match on every request, so both lose
 * each other's photos at once; open photo requests go with it.
 */
export async function unmatch(ctx: AppContext, memberId: string, matchId: string): Promise<MessageResponse> {
  const match = await activeMatchOrNotFound(ctx, memberId, matchId);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, match.memberLowId, match.memberHighId);
    const at = ctx.now();
    await endMatch(tx, match.id, at);
    await keepEvidence(tx, match.id, at);
  });
  tellMatchesEnded(ctx, memberId, [
    { id: match.id, otherId: match.memberLowId === memberId ? match.memberHighId : match.memberLowId },
  ]);
  return { message: TEXT.unmatched };
}
