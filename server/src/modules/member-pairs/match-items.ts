import type { MatchItem, MemberCard, PhotoRequestSummary } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { loadMemberCards } from '../member-cards/member-card.service';
import { snoozedAmong } from '../visibility/visibility.repository';
import { latestPhotoRequests, type MatchView, type PhotoRequestRow } from './matches.repository';
import type { MatchRow } from './pair.repository';

/*
 * The one builder of match items: the like's answer and its live `match` events, the matches list and one match.
 * What it reads is the partner's card (member-cards), whether they are snoozed, and the match's newest photo request.
 */

export const toMatchView = (match: MatchRow, viewerId: string): MatchView => ({
  id: match.id,
  otherId: match.memberLowId === viewerId ? match.memberHighId : match.memberLowId,
  memberLowId: match.memberLowId,
  createdAt: match.createdAt,
  photosUnlockedAt: match.photosUnlockedAt,
  lowRevokedAt: match.lowRevokedAt,
  highRevokedAt: match.highRevokedAt,
});

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

/** What a match item shows besides the card: whether the partner is snoozed, and each match's newest photo request. */
type ItemFacts = { snoozed: Set<string>; latest: Map<string, PhotoRequestRow> };

async function itemFactsOf(db: DbOrTx, matches: MatchView[]): Promise<ItemFacts> {
  const snoozed = await snoozedAmong(
    db,
    matches.map((m) => m.otherId),
  );
  const requests = await latestPhotoRequests(
    db,
    matches.map((m) => m.id),
  );
  return { snoozed, latest: new Map(requests.map((r) => [r.matchId, r])) };
}

function itemsOf(
  viewerId: string,
  matches: MatchView[],
  cards: Map<string, MemberCard>,
  facts: ItemFacts,
  now: Date,
): MatchItem[] {
  return matches.flatMap((match) => {
    const card = cards.get(match.otherId);
    if (!card) return [];
    return [
      {
        _id: match.id,
        member: card,
        createdAt: match.createdAt.toISOString(),
        photoRequest: photoRequestSummary(viewerId, match, facts.latest.get(match.id), now),
        ...(facts.snoozed.has(match.otherId) ? { snoozed: true as const } : {}),
      },
    ];
  });
}

/**
 * Match items in the order given, in four queries whatever their number; a partner the viewer may not see is
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
  return itemsOf(viewerId, matches, cards, await itemFactsOf(db, matches), now);
}

/**
 * Each member's item of one new match, as that member sees it, built once: the match's facts read once for both,
 * each member's card of the other. A member who may not see the other gets none.
 */
export async function itemsOfBothSides(ctx: AppContext, match: MatchRow, db: DbOrTx): Promise<Map<string, MatchItem>> {
  const now = ctx.now();
  const sides = [match.memberLowId, match.memberHighId].map((memberId) => ({
    memberId,
    view: toMatchView(match, memberId),
  }));
  const facts = await itemFactsOf(
    db,
    sides.map((side) => side.view),
  );
  const items = new Map<string, MatchItem>();
  for (const { memberId, view } of sides) {
    const cards = await loadMemberCards(db, memberId, [view.otherId], now);
    const [item] = itemsOf(memberId, [view], cards, facts, now);
    if (item) items.set(memberId, item);
  }
  return items;
}
