import {
  DAILY_LIKE_LIMIT,
  lagosDate,
  MEMBER_LIKE_MESSAGES as TEXT,
  MEMBER_MATCH_MESSAGES,
  MODERATION_MESSAGES,
  type LikeResponse,
  type LikeWithdrawn,
  type MatchItem,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isPremium } from '../../lib/premium';
import { discoverCouldShow } from '../member-discover/discover.service';
import {
  deliverAfterCommit,
  NO_NOTICES,
  recordNotices,
  type Notice,
  type PendingNotices,
} from '../notifications/notifications.service';
import { itemsOfBothSides, matchItemsFor, toMatchView } from './match-items';
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

/*
 * One like, made or withdrawn: the like's orchestrator. Every other file of the flow is called from here and returns
 * here (docs/design/like-and-match.md): the pair's reads and writes (pair.repository.ts), discover's like rule, the
 * match items (match-items.ts), and the notices with their delivery after the commit (notifications).
 */

const HOUR = 60 * 60 * 1000;

/** The next midnight in Africa/Lagos (UTC+1 all year), when the daily allowance starts again. */
export function nextLagosMidnight(now: Date): Date {
  const today = lagosDate(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) - HOUR + 24 * HOUR);
}

/** What a like decided under the pair's lock: the answer, and what to deliver once it is committed. */
type LikeOutcome = { answer: LikeResponse; deliveries: PendingNotices };

const likedOnly = (deliveries: PendingNotices): LikeOutcome => ({
  answer: { liked: true, matched: false },
  deliveries,
});
const matchedAnswer = (item: MatchItem | undefined): LikeResponse => ({
  liked: true,
  matched: true,
  ...(item ? { match: item } : {}),
});

/**
 * A like from the bio (docs/member-api.md#likes-matches-and-declines). In one transaction under the pair's lock
 * (decision 0050), after one read of the pair (a standing "no new conversations" limit refuses first, decision 0151):
 * a repeated like answers the same and tells nobody; a new one first takes one of the day's 100
 * (429 before anything else is written), then, when the other already liked, makes the pair's one match. The
 * feed entries, the pushes and the live `match` events leave after the commit, each member's match item built
 * once, inside the transaction, so once the match is committed nothing but the deliveries is left to fail.
 */
export async function likeMember(ctx: AppContext, likerId: string, likedId: string): Promise<LikeResponse> {
  if (likerId === likedId) throw new AppError('BAD_REQUEST', TEXT.cannotLikeYourself);
  const now = ctx.now();
  const outcome = await ctx.db.transaction((tx) => likeUnderPairLock(ctx, tx, likerId, likedId, now));
  deliverAfterCommit(ctx, outcome.deliveries);
  return outcome.answer;
}

async function likeUnderPairLock(
  ctx: AppContext,
  tx: DbOrTx,
  likerId: string,
  likedId: string,
  now: Date,
): Promise<LikeOutcome> {
  await lockPair(tx, likerId, likedId);
  const pair = await pairStanding(tx, likerId, likedId, now);
  // The moderation gate's refusal (decision 0151), read with the pair rather than in a query of its own.
  if (pair.restricted) throw new AppError('FORBIDDEN', MODERATION_MESSAGES.noNewConversations);
  if (!pair.visible) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
  if (pair.match?.endedAt) throw new AppError('CONFLICT', TEXT.noLongerAvailable);
  // A repeated like answers like the first one (an app whose answer was lost retries), and tells nobody.
  if (pair.match) {
    const [item] = await matchItemsFor(ctx, likerId, [toMatchView(pair.match, likerId)], tx);
    return { answer: matchedAnswer(item), deliveries: NO_NOTICES };
  }
  if (pair.iLiked) return likedOnly(NO_NOTICES);
  if (!(await mayLike(tx, likerId, likedId, now, pair.theyLiked))) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
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
  const { items: notified } = await recordNotices(tx, notices);
  const items = await itemsOfBothSides(ctx, match, tx);
  const events = [...items].map(([memberId, item]) => ({ memberId, event: { type: 'match' as const, match: item } }));
  return { answer: matchedAnswer(items.get(likerId)), deliveries: { items: notified, events } };
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
