import type { AppContext } from '../../context';
import { getMember } from '../admin-members/members.service';
import type { CheckoutInput, Purchasable } from '../payments/purchasable';
import { newPaymentReference, openCheckout, type CheckoutOutcome } from '../payments/payments.service';

/** Refusals of every checkout, whatever is bought; each purchasable adds its own. */
export type CheckoutRefusal = 'not-own-account' | 'member-not-found' | 'email-mismatch';

export type StartOutcome<Refusal extends string> =
  CheckoutOutcome | { kind: 'refused'; refusal: CheckoutRefusal | Refusal };

/**
 * Starts a purchase of any purchasable (docs/domain-rules.md#payments, step 1): the payment token's member
 * buys, the purchasable prices it on the server, then a pending payment is stored and Paystack is asked for a
 * checkout page. Nothing is stored on a refusal.
 */
export async function startCheckout<Input extends CheckoutInput, Refusal extends string>(
  ctx: AppContext,
  purchasable: Purchasable<Input, Refusal>,
  tokenMemberId: string,
  input: Input,
): Promise<StartOutcome<Refusal>> {
  const refuse = (refusal: CheckoutRefusal | Refusal): StartOutcome<Refusal> => ({ kind: 'refused', refusal });
  if (input.userId !== tokenMemberId) return refuse('not-own-account');
  const member = await getMember(ctx.db, tokenMemberId);
  if (!member) return refuse('member-not-found');
  const priced = await purchasable.price(ctx, member, input);
  if (priced.kind === 'refused') return priced;
  // Last, so an answer never tells whether an email guess was right before everything else is;
  // the route also limits wrong guesses per member. The confirm step shows the address masked; the payer
  // types it in full and it must be theirs.
  if (member.email && member.email.trim().toLowerCase() !== input.email.toLowerCase()) return refuse('email-mismatch');

  return openCheckout(
    ctx,
    {
      ...priced.payment,
      reference: newPaymentReference(),
      kind: purchasable.kind,
      memberId: member.id,
      currency: 'NGN',
      email: member.email ?? input.email,
    },
    {
      cancel_action: `${ctx.config.publicUrl}${purchasable.cancelPath}?payment=cancelled`,
      memberId: member.id,
      ...priced.metadata,
    },
  );
}
