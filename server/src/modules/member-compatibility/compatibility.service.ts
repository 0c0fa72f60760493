import { MEMBER_MATCH_MESSAGES as TEXT, type StartersResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadProfilePair } from '../member-cards/member-card.service';
import { activeMatchOrNotFound } from '../member-pairs/matches.service';
import { writeStarters } from './conversation-starters';

/**
 * Openers for a live match the member is in, with a partner the member may still see (the matches module's
 * check, then the visibility rule of the cards); anything else is 404.
 */
export async function startersFor(ctx: AppContext, memberId: string, matchId: string): Promise<StartersResponse> {
  const match = await activeMatchOrNotFound(ctx, memberId, matchId);
  const otherId = match.memberLowId === memberId ? match.memberHighId : match.memberLowId;
  const { viewer: me, other } = await loadProfilePair(ctx.db, memberId, otherId);
  if (!me || !other) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return { items: writeStarters(me, other) };
}
