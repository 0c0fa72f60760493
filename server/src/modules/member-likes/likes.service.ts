import {
  DAILY_LIKE_LIMIT, lagosDate, MEMBER_LIKE_MESSAGES as TEXT, MEMBER_MATCH_MESSAGES as MATCH_TEXT, type LikeResponse, type LikesReceived, type LikesSent,
  type LikeWithdrawn,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { loadMemberCards } from '../member-cards/member-card.service';
import { decodeCursor, findPairMatch, insertMatch, lockPair, matchItemsFor, toMatchView } from '../member-matches/matches.service';
import { pushAfterCommit, writeFeed, type SocialNotice } from '../member-matches/social-notify';
import { isPremium } from '../members/premium';
import { visibilityOf } from '../visibility/visibility.repository';
import { countReceived, deleteLike, findPremiumUntil, insertLike, likeExists, listReceivedPage, listSentPage, takeDailyAllowance } from './likes.repository';

const LIKES_PAGE = 20;
/** Likes received are counted up to here; above it `countCapped` is true (the app shows "100+"). */
const RECEIVED_COUNT_CAP = 100;
const HOUR = 60 * 60 * 1000;

/** The next midnight in Africa/Lagos (UTC+1 all year), when the daily allowance starts again. */
export function nextLagosMidnight(now: Date): Date {
  const today = lagosDate(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - HOUR + 24 * HOUR);
}

/**
 * A like from the bio (MEMBER-API §5). In one transaction under the pair's lock (decision 0050): a
 * repeated like answers the same and tells nobody; a new one first takes one of the day's 100 (429 before
 * anything else is written), then, when the other already liked, makes the pair's one match and tells
 * both. Pushes leave after the commit.
 */
export async function likeMember(ctx: AppContext, likerId: string, likedId: string): Promise<LikeResponse> {
  if (likerId === likedId) throw new AppError('BAD_REQUEST', TEXT.cannotLikeYourself);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, likerId, likedId);
    if (!(await visibilityOf(tx, likerId, likedId)).member) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
    const existingMatch = await findPairMatch(tx, likerId, likedId);
    if (existingMatch?.endedAt) throw new AppError('CONFLICT', TEXT.noLongerAvailable);
    // The match id lets an app whose first answer was lost (a retry after a 503) open the match.
    if (existingMatch) throw new AppError('CONFLICT', TEXT.alreadyMatched, undefined, { matchId: existingMatch.id });
    if (await likeExists(tx, likerId, likedId)) return { item: undefined, notices: [] };
    if (!(await takeDailyAllowance(tx, likerId, 'like', lagosDate(now), DAILY_LIKE_LIMIT))) {
      throw new AppError('TOO_MANY_REQUESTS', TEXT.dailyLimit, undefined, { resetsAt: nextLagosMidnight(now).toISOString() });
    }
    await insertLike(tx, likerId, likedId, now);
    if (!(await likeExists(tx, likedId, likerId))) {
      const notices: SocialNotice[] = [{ memberId: likedId, kind: 'like', title: TEXT.likedTitle, body: TEXT.likedBody }];
      await writeFeed(ctx, tx, notices);
      return { item: undefined, notices };
    }
    const match = await insertMatch(tx, likerId, likedId, now);
    // Under the pair's lock no other transaction can have made it; the unique index stands behind that.
    if (!match) throw new AppError('CONFLICT', TEXT.alreadyMatched);
    const notices: SocialNotice[] = [likerId, likedId].map((memberId) => ({ memberId, kind: 'match', title: MATCH_TEXT.matchTitle, body: MATCH_TEXT.matchBody, relatedId: match.id }));
    await writeFeed(ctx, tx, notices);
    // Built before the commit, so once the match is committed nothing but the pushes is left to fail.
    const [item] = await matchItemsFor(ctx, likerId, [toMatchView(match, likerId)], tx);
    return { item: item ?? null, notices };
  });
  pushAfterCommit(ctx, outcome.notices);
  if (outcome.item === undefined) return { liked: true, matched: false };
  return { liked: true, matched: true, ...(outcome.item ? { match: outcome.item } : {}) };
}

/** Withdraws a like nobody answered. The day's allowance is not given back. */
export async function withdrawLike(ctx: AppContext, likerId: string, likedId: string): Promise<LikeWithdrawn> {
  if (likerId === likedId) throw new AppError('NOT_FOUND', TEXT.likeNotFound);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, likerId, likedId);
    if (!(await likeExists(tx, likerId, likedId))) throw new AppError('NOT_FOUND', TEXT.likeNotFound);
    if (await findPairMatch(tx, likerId, likedId)) throw new AppError('CONFLICT', TEXT.likeAnswered);
    await deleteLike(tx, likerId, likedId);
  });
  return { liked: false };
}

/**
 * Who liked the member. Premium at the time of the call: their cards, newest like first. Free: how many,
 * and nothing else (no item, no cursor), so no liker can be told apart.
 */
export async function likesReceived(ctx: AppContext, memberId: string, cursor: string | undefined): Promise<LikesReceived> {
  const now = ctx.now();
  if (!isPremium(await findPremiumUntil(ctx.db, memberId), now)) {
    const { count, capped } = await countReceived(ctx.db, memberId, RECEIVED_COUNT_CAP);
    return { count, countCapped: capped, items: [], nextCursor: null, premiumRequired: true };
  }
  const rows = await listReceivedPage(ctx.db, memberId, decodeCursor(cursor), LIKES_PAGE + 1);
  const { page, nextCursor } = toPage(rows, LIKES_PAGE, (row) => ({ at: row.at, id: row.memberId }));
  const cards = await loadMemberCards(ctx.db, memberId, page.map((row) => row.memberId), now);
  const { count, capped } = await countReceived(ctx.db, memberId, RECEIVED_COUNT_CAP);
  return { count, countCapped: capped, items: [...cards.values()], nextCursor, premiumRequired: false };
}

export async function likesSent(ctx: AppContext, memberId: string, cursor: string | undefined): Promise<LikesSent> {
  const rows = await listSentPage(ctx.db, memberId, decodeCursor(cursor), LIKES_PAGE + 1);
  const { page, nextCursor } = toPage(rows, LIKES_PAGE, (row) => ({ at: row.at, id: row.memberId }));
  const cards = await loadMemberCards(ctx.db, memberId, page.map((row) => row.memberId), ctx.now());
  return { items: [...cards.values()], nextCursor };
}
