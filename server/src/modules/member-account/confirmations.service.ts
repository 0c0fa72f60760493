import { randomUUID } from 'node:crypto';
import {
  MEMBER_CONFIRMATION_MESSAGES as TEXT,
  MEMBER_MESSAGES,
  type ConfirmationAction,
  type ConfirmationRequest,
  type ConfirmationResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { SmsUnavailableError } from '../../lib/sms-sender';
import { newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpCodeHmac, otpCodeMatches } from '../member-auth/otp-code';
import {
  claimConfirmationAttempt,
  consumeConfirmation,
  findMemberPhone,
  replaceConfirmation,
} from './confirmations.repository';

const WHAT: Record<ConfirmationAction, string> = {
  'delete-account': 'delete your account',
  'change-gender': 'change your gender',
  'change-phone': 'move your account to this number',
};

const masked = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

/**
 * Sends a code for one sensitive change (decision 0079): to the member's phone, or for change-phone to the new
 * number, which proves the member holds it. The code is kept as an HMAC bound to the confirmation's id, like
 * sign-in codes (decision 0041); a new request retires the previous code for that action.
 */
export async function requestConfirmation(
  ctx: AppContext,
  memberId: string,
  input: ConfirmationRequest,
): Promise<ConfirmationResponse> {
  const current = await findMemberPhone(ctx.db, memberId);
  if (!current) throw new AppError('UNAUTHORIZED', 'Session Expired');
  if (input.action === 'change-phone' && input.phone === current) throw new AppError('BAD_REQUEST', TEXT.samePhone);
  const phone = input.action === 'change-phone' ? input.phone! : current;
  const code = newOtpCode();
  const id = randomUUID();
  const at = ctx.now();
  await ctx.db.transaction((tx) =>
    replaceConfirmation(tx, {
      id,
      memberId,
      action: input.action,
      phone,
      codeHmac: otpCodeHmac(id, code, ctx.config.jwtSecret),
      at,
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
    }),
  );
  try {
    await ctx.sms.send({
      to: phone,
      text: `${code} is your ${ctx.config.site.productName} code to ${WHAT[input.action]}. It expires in 10 minutes. Never share it with anyone.`,
    });
  } catch (error) {
    if (error instanceof SmsUnavailableError)
      throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.smsFailed, error.reason);
    throw error;
  }
  return { action: input.action, sentTo: masked(phone), expiresIn: OTP_TTL_MS / 1000 };
}

/**
 * Spends the member's newest code for the action: 403 without a code, 400 for a wrong, used-up or expired one.
 * Answers the number the code went to (the new number, for change-phone).
 */
export async function spendConfirmation(
  db: DbOrTx,
  secret: string,
  memberId: string,
  action: ConfirmationAction,
  code: string | undefined,
  at: Date,
): Promise<string> {
  if (!code) throw new AppError('FORBIDDEN', TEXT.confirmationRequired);
  const claimed = await claimConfirmationAttempt(db, memberId, action, OTP_MAX_ATTEMPTS, at);
  if (!claimed) throw new AppError('BAD_REQUEST', TEXT.codeExpired);
  if (!otpCodeMatches(claimed.id, code, claimed.codeHmac, secret)) {
    throw new AppError('BAD_REQUEST', claimed.attempts >= OTP_MAX_ATTEMPTS ? TEXT.triesUsedUp : TEXT.wrongCode);
  }
  if (!(await consumeConfirmation(db, claimed.id, at))) throw new AppError('BAD_REQUEST', TEXT.codeExpired);
  return claimed.phone;
}
