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
 * Why a sign-in is refused, if it is: an account that is not active (the control centre's block or disabling), or a
 * phone under a ban (a banned account deleted, then made again). When a suspension or a ban is why, the refusal says
 * so with the reason, until when, and a token to appeal with once, since the member has no session to appeal from
 * (decision 0153). One indexed read per sign-in.
 */
export async function signInRefusal(
  ctx: AppContext,
  member: { id: string; isBlocked: boolean; disabled: boolean },
  phone: string,
): Promise<AppError | null> {
  const at = ctx.now();
  const row = await standingExclusion(ctx.db, member.id, deletedPhoneHash(phone, ctx.config.jwtSecret), at);
  const banned = row?.kind === 'banned';
  if (!banned && !member.isBlocked && !member.disabled) return null;
  if (!row) return new AppError('FORBIDDEN', MEMBER_MESSAGES.accountNotActive);
  const ownDecision = row.memberId === member.id && row.actionId ? row.actionId : null;
  const appealed = ownDecision ? await actionAppealed(ctx.db, ownDecision) : false;
  const standing: SignInStanding = {
    action: banned ? 'ban' : 'suspend',
    reason: row.reason,
    until: row.endsAt?.toISOString() ?? null,
    appealToken: ownDecision && !appealed ? signAppealToken(member.id, ownDecision, ctx.config.jwtSecret) : null,
  };
  return new AppError('FORBIDDEN', MEMBER_MESSAGES.accountNotActive, undefined, { standing });
}
