import {
  MEMBER_MATCH_MESSAGES as TEXT,
  SOCIAL_PAGE_DEFAULT,
  type MatchItem,
  type MatchList,
  type MessageResponse,
  type PhotoRequestSummary,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { decodeKeysetCursor, toPage, type KeysetKey } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { tellMatchesEnded } from '../notifications/notifications.service';
import { loadMemberCards } from '../member-cards/member-card.service';
import { snoozedAmong } from '../visibility/visibility.repository';
import {
  endMatch,
  findActiveMatchOf,
  latestPhotoRequests,
  listMatchPage,
  type MatchView,
  type PhotoRequestRow,
} from './matches.repository';
import { lockPair, type MatchRow } from './pair.repository';
import { keepEvidence } from '../match-evidence/evidence.service';

export const MATCH_PAGE = SOCIAL_PAGE_DEFAULT;

export const toMatchView = (match: MatchRow, viewerId: string): MatchView => ({
  id: match.id,
  otherId: match.memberLowId === viewerId ? match.memberHighId : match.memberLowId,
  memberLowId: match.memberLowId,
  createdAt: match.createdAt,
  photosUnlockedAt: match.photosUnlockedAt,
  lowRevokedAt: match.lowRevokedAt,
  highRevokedAt: match.highRevokedAt,
});

export function decodeCursor(cursor: string | undefined): KeysetKey | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeKeysetCursor(cursor);
  if (!key) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  return key;
}

/**
 * The photo exchange as the viewer sees it. A declined request is never shown as declined: its asker keeps
 * seeing `pending` until it expires, exactly like a request nobody answered (decision 0051).
 */
export function photoRequestSummary(
  viewerId: string,
  match: MatchView,
  latest: PhotoRequestRow | undefined,
  now: Date,
): PhotoRequestSummary {
  const unlocked = match.photosUnlockedAt !== null && match.lowRevokedAt === null && match.highRevokedAt === null;
  if (unlocked && latest?.state === 'accepted')
    return { _id: latest.id, state: 'accepted', askedByMe: latest.askerId === viewerId };
  if (latest && latest.state !== 'accepted' && latest.expiresAt.getTime() > now.getTime()) {
    if (latest.askerId === viewerId) return { _id: latest.id, state: 'pending', askedByMe: true };
    if (latest.state === 'pending') return { _id: latest.id, state: 'pending', askedByMe: false };
  }
  return { _id: null, state: 'none', askedByMe: false };
}

/**
 * Match items in the order given, in three queries whatever their number; a partner the viewer may not see is
 * left out. `db` lets a caller read them inside its transaction (a like builds its answer before committing).
 */
export async function matchItemsFor(
  ctx: AppContext,
  viewerId: string,
  matches: MatchView[],
  db: DbOrTx = ctx.db,
): Promise<MatchItem[]> {
  const now = ctx.now();
  const cards = await loadMemberCards(
    db,
    viewerId,
    matches.map((m) => m.otherId),
    now,
  );
  const snoozed = await snoozedAmong(
    db,
    matches.map((m) => m.otherId),
  );
  const latest = new Map(
    (
      await latestPhotoRequests(
        db,
        matches.map((m) => m.id),
      )
    ).map((r) => [r.matchId, r]),
  );
  return matches.flatMap((match) => {
    const card = cards.get(match.otherId);
    if (!card) return [];
    return [
      {
        _id: match.id,
        member: card,
        createdAt: match.createdAt.toISOString(),
        photoRequest: photoRequestSummary(viewerId, match, latest.get(match.id), now),
        ...(snoozed.has(match.otherId) ? { snoozed: true as const } : {}),
      },
    ];
  });
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
