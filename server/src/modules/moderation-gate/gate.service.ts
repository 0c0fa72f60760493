import { MEMBER_MESSAGES, MODERATION_MESSAGES, type SignInStanding } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signAppealToken } from '../../lib/tokens';
import { deletedPhoneHash } from '../deleted-phones/deleted-phones.service';
import { actionAppealed, conversationStarted, hasStandingRestriction, standingExclusion } from './gate.repository';

/** The standing reads the moderation module shares with these paths. */
export { hasStandingRestriction, standingExclusion } from './gate.repository';

/**
 * Refuses a like, or the first message of a conversation, while an automatic "no new conversations" limit stands
 * (decision 0151). With `matchId`, a conversation that already has a message is not new: the member may reply.
 */
export async function assertMayStartConversation(db: DbOrTx, memberId: string, matchId?: string, at = new Date()) {
  if (!(await hasStandingRestriction(db, memberId, 'no-new-conversations', at))) return;
  if (matchId && (await conversationStarted(db, matchId))) return;
  throw new AppError('FORBIDDEN', MODERATION_MESSAGES.noNewConversations);
}

/**
 * The sign-in refusal of an account that is not active. When a suspension or a ban is why (of this account, or of
 * the phone a banned account was deleted from), it says so with the reason, until when, and a token to appeal with
 * once, since the member has no session to appeal from (decision 0153).
 */
export async function accountRefusal(ctx: AppContext, memberId: string, phone: string): Promise<AppError> {
  const at = ctx.now();
  const row = await standingExclusion(ctx.db, memberId, deletedPhoneHash(phone, ctx.config.jwtSecret), at);
  if (!row) return new AppError('FORBIDDEN', MEMBER_MESSAGES.accountNotActive);
  const ownDecision = row.memberId === memberId && row.actionId ? row.actionId : null;
  const appealed = ownDecision ? await actionAppealed(ctx.db, ownDecision) : false;
  const standing: SignInStanding = {
    action: row.kind === 'banned' ? 'ban' : 'suspend',
    reason: row.reason,
    until: row.endsAt?.toISOString() ?? null,
    appealToken: ownDecision && !appealed ? signAppealToken(memberId, ownDecision, ctx.config.jwtSecret) : null,
  };
  return new AppError('FORBIDDEN', MEMBER_MESSAGES.accountNotActive, undefined, { standing });
}
