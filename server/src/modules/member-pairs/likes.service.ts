import { SOCIAL_PAGE_DEFAULT, type LikesReceived, type LikesSent } from '@blynd/shared';
import type { AppContext } from '../../context';
import { toPage } from '../../db/paging/keyset-cursor';
import { isPremium } from '../../lib/premium';
import { loadMemberCards } from '../member-cards/member-card.service';
import { countReceived, listReceivedPage, listSentPage } from './likes.repository';
import { decodeCursor } from './matches.service';
import { findPremiumUntil } from './pair.repository';

/* The two lists of likes; one like, made or withdrawn, is like.service.ts. */

const LIKES_PAGE = SOCIAL_PAGE_DEFAULT;
/** Likes received are counted up to here; above it `countCapped` is true (the app shows "100+"). */
const RECEIVED_COUNT_CAP = 100;

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
