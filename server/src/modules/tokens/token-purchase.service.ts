import type { InitiateTokenPaymentInput } from '@blynd/shared';
import type { AppContext } from '../../context';
import { getMember } from '../admin-members/members.service';
import { newPaymentReference, openCheckout, type CheckoutOutcome } from '../payments/payments.service';
import { findTokenPack } from './token-packs.repository';

export type TokenStartRefusal =
  'not-own-account' | 'member-not-found' | 'blocked' | 'pack-not-found' | 'email-mismatch';
export type TokenStartOutcome = CheckoutOutcome | { kind: 'refused'; refusal: TokenStartRefusal };

/**
 * Starts a token pack purchase on the website (decision 0095): the same payment token, pending row,
 * Paystack checkout and return page as Premium; the server prices it from the pack.
 */
export async function startTokenPayment(
  ctx: AppContext,
  tokenMemberId: string,
  input: InitiateTokenPaymentInput,
): Promise<TokenStartOutcome> {
  const refuse = (refusal: TokenStartRefusal): TokenStartOutcome => ({ kind: 'refused', refusal });
  if (input.userId !== tokenMemberId) return refuse('not-own-account');
  const member = await getMember(ctx.db, tokenMemberId);
  if (!member) return refuse('member-not-found');
  if (member.isBlocked || member.disabled) return refuse('blocked');
  const pack = await findTokenPack(ctx.db, input.packId);
  if (!pack || !pack.active) return refuse('pack-not-found');
  // Last, as for Premium: an answer never tells whether an email guess was right before everything else is.
  if (member.email && member.email.trim().toLowerCase() !== input.email.toLowerCase()) return refuse('email-mismatch');

  return openCheckout(
    ctx,
    {
      reference: newPaymentReference(),
      kind: 'tokens',
      memberId: member.id,
      planId: null,
      planName: pack.name,
      billingType: 'tokens',
      tokenPackId: pack.id,
      tokens: pack.tokens,
      amount: pack.price,
      currency: 'NGN',
      email: member.email ?? input.email,
    },
    {
      cancel_action: `${ctx.config.publicUrl}/tokens?payment=cancelled`,
      memberId: member.id,
      tokenPackId: pack.id,
      custom_fields: [
        { display_name: 'Tokens', variable_name: 'tokens', value: `${pack.name} (${pack.tokens} tokens)` },
      ],
    },
  );
}
