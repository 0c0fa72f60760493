import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { addToFeed, pushToMember } from '../member-account/member-account.service';

/** One feed entry plus push. Texts carry no photo URL and no liker identity; `relatedId` is a match or a photo request. */
export type SocialNotice = { memberId: string; kind: 'like' | 'match' | 'photo-request' | 'unlock'; title: string; body: string; relatedId?: string };

/** The feed entries go in the caller's transaction, so a rolled-back like or match leaves none behind. */
export async function writeFeed(ctx: AppContext, tx: DbOrTx, notices: SocialNotice[]) {
  for (const notice of notices) {
    await addToFeed(ctx, notice.memberId, { kind: notice.kind, title: notice.title, body: notice.body, relatedId: notice.relatedId ?? null }, tx);
  }
}

const inFlight = new Set<Promise<unknown>>();

/**
 * Pushes after the commit without holding up the answer (FCM takes longer than a like should); a failure
 * is logged and never undoes what was committed.
 */
export function pushAfterCommit(ctx: AppContext, notices: SocialNotice[]) {
  for (const notice of notices) {
    const data: Record<string, string> = { kind: notice.kind, ...(notice.relatedId ? { relatedId: notice.relatedId } : {}) };
    const sending: Promise<unknown> = pushToMember(ctx, notice.memberId, { title: notice.title, body: notice.body, data })
      .catch((error: unknown) => ctx.logger.warn({ err: error, kind: notice.kind }, 'social push failed'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }
}

/** Resolves when every push started so far has finished (tests, shutdown). */
export const settlePushes = () => Promise.allSettled([...inFlight]);
