import type { AppContext } from '../../context';
import { matchItemsFor, toMatchView } from '../member-matches/matches.service';
import { publishLive } from '../notifications/notifications.service';

/** After a match is committed: `{ type: "match", match }` to both members, each item as that member sees it. */
export function tellNewMatch(ctx: AppContext, match: Parameters<typeof toMatchView>[0]) {
  const telling = Promise.all(
    [match.memberLowId, match.memberHighId].map(async (memberId) => {
      const [item] = await matchItemsFor(ctx, memberId, [toMatchView(match, memberId)]);
      if (item) publishLive(ctx, memberId, { type: 'match', match: item });
    }),
  );
  telling.catch((error: unknown) => ctx.logger.warn({ err: error }, 'match event failed'));
}
