import {
  canonicalPhone,
  MESSAGES,
  maskEmail,
  type ConfirmDetailsQuery,
  type ConfirmedDetails,
  type EarningStatus,
} from '@blynd/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { signPaymentToken } from '../../lib/tokens';
import { findMemberByPhone } from './members.repository';
import { isPremium } from '../../lib/premium';

export class WrongDateOfBirthError extends AppError {}

type ConfirmOptions = { productName: string; jwtSecret: string; now: Date };

/** Step 1 of the purchase: a member proves who they are with phone and date of birth. */
export async function confirmMemberDetails(
  db: Db,
  query: ConfirmDetailsQuery,
  options: ConfirmOptions,
): Promise<ConfirmedDetails> {
  const member = await findMemberByPhone(db, canonicalPhone(query.phone) ?? '');
  // An unknown phone gets the very answer of a wrong date of birth, after the same one lookup, and counts
  // against the same per-phone limit: whether a number belongs to a member of a dating service is
  // itself private (decision 0027). The date of birth is checked before the account state so
  // a stranger learns nothing about that either.
  if (!member || member.dob !== query.dob)
    throw new WrongDateOfBirthError('BAD_REQUEST', MESSAGES.wrongDob(options.productName));
  if (member.isBlocked || member.disabled) throw new AppError('FORBIDDEN', MESSAGES.memberBlocked);
  return {
    userId: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    avatar: member.avatar,
    state: member.state,
    earningStatus: member.earningStatus as EarningStatus | null,
    isPremium: isPremium(member.premiumUntil, options.now),
    email: member.email ? maskEmail(member.email) : '',
    token: signPaymentToken(member.id, options.jwtSecret),
  };
}
