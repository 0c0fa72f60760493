import { MEMBER_CONFIRMATION_MESSAGES as TEXT, type PhoneChangeInput } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findSession } from '../member-auth/member-auth.service';
import { requestReverification } from '../member-verification/verification.service';
import { spendConfirmation } from './confirmations.service';
import { updateMemberPhone } from './confirmations.repository';
import { pairNewNumber } from '../member-privacy/privacy.service';

/** How recent the sign-in behind a phone change must be (decision 0079). */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/**
 * Moves the account to a new number: the session must have signed in within 15 minutes (a stolen long-lived
 * session cannot do it), and the code sent to the new number proves the member holds it.
 */
export async function changePhone(ctx: AppContext, member: { id: string; sessionId: string }, input: PhoneChangeInput) {
  const at = ctx.now();
  const session = await findSession(ctx.db, member.sessionId);
  if (!session || at.getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MS)
    throw new AppError('FORBIDDEN', TEXT.signInAgain);
  await ctx.db.transaction(async (tx) => {
    const phone = await spendConfirmation(
      tx,
      ctx.config.jwtSecret,
      member.id,
      'change-phone',
      input.confirmationCode,
      at,
    );
    if (phone !== input.phone) throw new AppError('BAD_REQUEST', TEXT.codeExpired);
    if (!(await updateMemberPhone(tx, member.id, phone))) throw new AppError('CONFLICT', TEXT.phoneTaken);
    // Hidden contacts follow the number (decision 0164): pairs made from the old one go, owners of the new one come.
    await pairNewNumber(tx, ctx.config.contactHashKey, member.id, phone);
    // A new number may be a new person holding the account: the badge waits for a new face check (decision 0146).
    await requestReverification(tx, member.id, 'phone-change');
  });
  return { message: 'Your phone number has been changed', phone: input.phone };
}
