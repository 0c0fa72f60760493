import {
  DAILY_LIKE_LIMIT,
  lagosDate,
  MEMBER_LIKE_MESSAGES as TEXT,
  SOCIAL_PAGE_DEFAULT,
  type LikeResponse,
  type LikesReceived,
  type LikesSent,
  type LikeWithdrawn,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { discoverCouldShow } from '../member-discover/discover.service';
import { toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { loadMemberCards } from '../member-cards/member-card.service';
import {
  decodeCursor,
  lockThePair,
  makePairMatch,
  matchItemsFor,
  pairMatchOf,
  toMatchView,
} from '../member-matches/matches.service';
import { tellNewMatch } from '../member-live/match-events';
import { deliverAfterCommit, NO_NOTICES, recordNotices, type Notice } from '../notifications/notifications.service';
import { isPremium } from '../../lib/premium';
import {
  countReceived,
  deleteLike,
  findPremiumUntil,
  insertLike,
  likeExists,
  listReceivedPage,
  listSentPage,
  pairStanding,
  takeDailyAllowance,
} from './likes.repository';

const LIKES_PAGE = SOCIAL_PAGE_DEFAULT;
/** Likes received are counted up to here; above it `countCapped` is true (the app shows "100+"). */
const RECEIVED_COUNT_CAP = 100;
const HOUR = 60 * 60 * 1000;

/** The next midnight in Africa/Lagos (UTC+1 all year), when the daily allowance starts again. */
export function nextLagosMidnight(now: Date): Date {
  const today = lagosDate(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - HOUR + 24 * HOUR);
}

/**
 * A like from the bio (docs/member-api.md#likes-matches-and-declines). In one transaction under the pair's lock (decision 0050): a
 * repeated like answers the same and tells nobody; a new one first takes one of the day's 100 (429 before
 * anything else is written), then, when the other already liked, makes the pair's one match and tells
 * both. Pushes leave after the commit.
 */
export async function likeMember(ctx: AppContext, likerId: string, likedId: string): Promise<LikeResponse> {
  if (likerId === likedId) throw new AppError('BAD_REQUEST', TEXT.cannotLikeYourself);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockThePair(tx, likerId, likedId);
    const pair = await pairStanding(tx, likerId, likedId);
    if (!pair.visible) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
    const existingMatch = pair.match;
    if (existingMatch?.endedAt) throw new AppError('CONFLICT', TEXT.noLongerAvailable);
    // A repeated like answers like the first one (an app whose answer was lost retries), and tells nobody.
    if (existingMatch) {
      const [item] = await matchItemsFor(ctx, likerId, [toMatchView(existingMatch, likerId)], tx);
      return { item: item ?? null, pending: NO_NOTICES };
    }
    if (pair.iLiked) return { item: undefined, pending: NO_NOTICES };
    if (!(await mayLike(tx, likerId, likedId, now, pair.theyLiked)))
      throw new AppError('NOT_FOUND', TEXT.memberNotFound);
    if (!(await takeDailyAllowance(tx, likerId, 'like', lagosDate(now), DAILY_LIKE_LIMIT))) {
      throw new AppError('TOO_MANY_REQUESTS', TEXT.dailyLimit, undefined, {
        resetsAt: nextLagosMidnight(now).toISOString(),
      });
    }
    await insertLike(tx, likerId, likedId, now);
    if (!pair.theyLiked) {
      const notice: Notice = { memberId: likedId, kind: 'like', title: TEXT.likedTitle, body: TEXT.likedBody };
      return { item: undefined, pending: await recordNotices(tx, [notice]) };
    }
    return makePairMatch(ctx, tx, likerId, likedId, now);
  });
  deliverAfterCommit(ctx, outcome.pending);
  if ('match' in outcome && outcome.match) tellNewMatch(ctx, outcome.match);
  if (outcome.item === undefined) return { liked: true, matched: false };
  return { liked: true, matched: true, ...(outcome.item ? { match: outcome.item } : {}) };
}

/**
 * A like is allowed only where the card could be shown to the liker (decision 0076): discover's rules, or,
 * for Premium, the other's like in their likes received. Anything else answers like an invisible member.
 */
async function mayLike(tx: DbOrTx, likerId: string, likedId: string, now: Date, theyLiked: boolean): Promise<boolean> {
  if (await discoverCouldShow(tx, likerId, likedId, now)) return true;
  return theyLiked && isPremium(await findPremiumUntil(tx, likerId), now);
}

/** Withdraws a like nobody answered. The day's allowance is not given back. */
export async function withdrawLike(ctx: AppContext, likerId: string, likedId: string): Promise<LikeWithdrawn> {
  if (likerId === likedId) throw new AppError('NOT_FOUND', TEXT.likeNotFound);
  await ctx.db.transaction(async (tx) => {
    await lockThePair(tx, likerId, likedId);
    if (!(await likeExists(tx, likerId, likedId))) throw new AppError('NOT_FOUND', TEXT.likeNotFound);
    if (await pairMatchOf(tx, likerId, likedId)) throw new AppError('CONFLICT', TEXT.likeAnswered);
    await deleteLike(tx, likerId, likedId);
  });
  return { liked: false };
}

/**
 * Who liked the member. Premium at the time of the call: their cards, newest like first. Free: how many,
 * and nothing else (no item, no cursor), so no liker can be told apart.
 */
export async function likesReceived(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
  limit = LIKES_PAGE,
): Promise<LikesReceived> {
  const now = ctx.now();
  if (!isPremium(await findPremiumUntil(ctx.db, memberId), now)) {
    const { count, capped } = await countReceived(ctx.db, memberId, RECEIVED_COUNT_CAP, 'countable');
    return { count, countCapped: capped, items: [], nextCursor: null, premiumRequired: true };
  }
  const rows = await listReceivedPage(ctx.db, memberId, decodeCursor(cursor), limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.memberId }));
  const cards = await loadMemberCards(
    ctx.db,
    memberId,
    page.map((row) => row.memberId),
    now,
  );
  const { count, capped } = await countReceived(ctx.db, memberId, RECEIVED_COUNT_CAP);
  return { count, countCapped: capped, items: [...cards.values()], nextCursor, premiumRequired: false };
}

export async function likesSent(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
  limit = LIKES_PAGE,
): Promise<LikesSent> {
  const rows = await listSentPage(ctx.db, memberId, decodeCursor(cursor), limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.memberId }));
  const cards = await loadMemberCards(
    ctx.db,
    memberId,
    page.map((row) => row.memberId),
    ctx.now(),
  );
  return { items: [...cards.values()], nextCursor };
}
