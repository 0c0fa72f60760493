import {
  DAILY_LIKE_LIMIT,
  lagosDate,
  MEMBER_LIKE_MESSAGES as TEXT,
  MEMBER_MATCH_MESSAGES,
  SOCIAL_PAGE_DEFAULT,
  type LikeResponse,
  type LikesReceived,
  type LikesSent,
  type LikeWithdrawn,
  type MatchItem,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import type { LiveEvent } from '../../lib/live-hub';
import { isPremium } from '../../lib/premium';
import { discoverCouldShow } from '../member-discover/discover.service';
import { loadMemberCards } from '../member-cards/member-card.service';
import {
  deliverAfterCommit,
  NO_NOTICES,
  publishLive,
  recordNotices,
  type Notice,
  type PendingNotices,
} from '../notifications/notifications.service';
import { countReceived, listReceivedPage, listSentPage } from './likes.repository';
import { decodeCursor, matchItemsFor, toMatchView } from './matches.service';
import { assertMayStartConversation } from '../moderation-gate/gate.service';
import {
  deleteLike,
  findPairMatch,
  findPremiumUntil,
  insertLike,
  insertMatch,
  likeExists,
  lockPair,
  pairStanding,
  takeDailyAllowance,
  type MatchRow,
} from './pair.repository';

const LIKES_PAGE = SOCIAL_PAGE_DEFAULT;
/** Likes received are counted up to here; above it `countCapped` is true (the app shows "100+"). */
const RECEIVED_COUNT_CAP = 100;
const HOUR = 60 * 60 * 1000;

/** The next midnight in Africa/Lagos (UTC+1 all year), when the daily allowance starts again. */
export function nextLagosMidnight(now: Date): Date {
  const today = lagosDate(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - HOUR + 24 * HOUR);
}

/** What a like decided under the pair's lock, and what to deliver once it is committed. */
type LikeOutcome = {
  answer: LikeResponse;
  pending: PendingNotices;
  events: { memberId: string; event: LiveEvent }[];
};

const likedOnly = (pending: PendingNotices): LikeOutcome => ({
  answer: { liked: true, matched: false },
  pending,
  events: [],
});
const matchedAnswer = (item: MatchItem | undefined): LikeResponse => ({
  liked: true,
  matched: true,
  ...(item ? { match: item } : {}),
});

/**
 * A like from the bio (docs/member-api.md#likes-matches-and-declines). In one transaction under the pair's lock
 * (decision 0050): a repeated like answers the same and tells nobody; a new one first takes one of the day's 100
 * (429 before anything else is written), then, when the other already liked, makes the pair's one match. The
 * feed entries, the pushes and the live `match` events leave after the commit, each member's match item built
 * once, inside the transaction, so once the match is committed nothing but the deliveries is left to fail.
 */
export async function likeMember(ctx: AppContext, likerId: string, likedId: string): Promise<LikeResponse> {
  if (likerId === likedId) throw new AppError('BAD_REQUEST', TEXT.cannotLikeYourself);
  const now = ctx.now();
  await assertMayStartConversation(ctx.db, likerId, undefined, now);
  const outcome = await ctx.db.transaction(async (tx): Promise<LikeOutcome> => {
    await lockPair(tx, likerId, likedId);
    const pair = await pairStanding(tx, likerId, likedId);
    if (!pair.visible) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
    if (pair.match?.endedAt) throw new AppError('CONFLICT', TEXT.noLongerAvailable);
    // A repeated like answers like the first one (an app whose answer was lost retries), and tells nobody.
    if (pair.match) {
      const [item] = await matchItemsFor(ctx, likerId, [toMatchView(pair.match, likerId)], tx);
      return { answer: matchedAnswer(item), pending: NO_NOTICES, events: [] };
    }
    if (pair.iLiked) return likedOnly(NO_NOTICES);
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
      return likedOnly(await recordNotices(tx, [notice]));
    }
    const match = await insertMatch(tx, likerId, likedId, now);
    // Under the pair's lock no other transaction can have made it; the unique index stands behind that.
    if (!match) throw new AppError('CONFLICT', TEXT.alreadyMatched);
    return madeMatch(ctx, tx, match, likerId, likedId);
  });
  deliverAfterCommit(ctx, outcome.pending);
  for (const { memberId, event } of outcome.events) publishLive(ctx, memberId, event);
  return outcome.answer;
}

/**
 * A new match: the match notice for both, and each member's match item as that member sees it, built once: the
 * liker's is the answer and both go out as `{ type: "match", match }` after the commit. A partner a member may
 * not see gets no item (no event, and a liker's answer without `match`).
 */
async function madeMatch(
  ctx: AppContext,
  tx: DbOrTx,
  match: MatchRow,
  likerId: string,
  likedId: string,
): Promise<LikeOutcome> {
  const notices: Notice[] = [likerId, likedId].map((memberId) => ({
    memberId,
    kind: 'match',
    title: MEMBER_MATCH_MESSAGES.matchTitle,
    body: MEMBER_MATCH_MESSAGES.matchBody,
    relatedId: match.id,
  }));
  const pending = await recordNotices(tx, notices);
  const items = new Map<string, MatchItem>();
  for (const memberId of [match.memberLowId, match.memberHighId]) {
    const [item] = await matchItemsFor(ctx, memberId, [toMatchView(match, memberId)], tx);
    if (item) items.set(memberId, item);
  }
  const events = [...items].map(([memberId, item]) => ({ memberId, event: { type: 'match' as const, match: item } }));
  return { answer: matchedAnswer(items.get(likerId)), pending, events };
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
