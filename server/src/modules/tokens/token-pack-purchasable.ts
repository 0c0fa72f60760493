import { initiateTokenPaymentSchema, MESSAGES, type InitiateTokenPaymentInput } from '@blynd/shared';
import type { Purchasable } from '../payments/purchasable';
import type { PaymentSettler, SettleablePayment } from '../payments/settlement';
import { creditTokenPayment, tokenPaymentSummary } from './token-credit';
import { findTokenPack } from './token-packs.repository';

export type TokenPackRefusal = 'blocked' | 'pack-not-found';

const packOf = (payment: SettleablePayment) => ({
  pack: payment.planName,
  tokens: payment.tokens ?? 0,
  amount: payment.amount,
});

/** A paid token pack's reference credits the ledger once (decision 0095). */
const tokenPackSettler: PaymentSettler = {
  async settle(ctx, payment, claim) {
    const credit = await creditTokenPayment(ctx, {
      memberId: payment.memberId,
      ...packOf(payment),
      reference: payment.reference,
      // A store payment's reference is its ledger key, `apple:<transactionId>` / `google:<orderId>` (decision 0144).
      key: payment.channel === 'website' ? undefined : payment.reference,
      claim,
    });
    return { kind: credit.kind === 'credited' ? 'activated' : 'already-active', summary: credit.summary };
  },
  settled: (ctx, payment) => tokenPaymentSummary(ctx, payment.memberId, packOf(payment)),
};

/**
 * A token pack bought on the website (decision 0095): the apps open /tokens to buy; the server prices it
 * from the pack.
 */
export const tokenPackPurchasable: Purchasable<InitiateTokenPaymentInput, TokenPackRefusal> = {
  kind: 'tokens',
  input: initiateTokenPaymentSchema,
  cancelPath: '/tokens',
  limitPrefix: 'token-payment',
  async price(ctx, member, input) {
    if (member.isBlocked || member.disabled) return { kind: 'refused', refusal: 'blocked' };
    const pack = await findTokenPack(ctx.db, input.packId);
    if (!pack || !pack.active) return { kind: 'refused', refusal: 'pack-not-found' };
    return {
      kind: 'priced',
      payment: {
        planId: null,
        planName: pack.name,
        billingType: 'tokens',
        tokenPackId: pack.id,
        tokens: pack.tokens,
        amount: pack.price,
      },
      metadata: {
        tokenPackId: pack.id,
        custom_fields: [
          { display_name: 'Tokens', variable_name: 'tokens', value: `${pack.name} (${pack.tokens} tokens)` },
        ],
      },
    };
  },
  refusals: {
    blocked: { code: 'FORBIDDEN', message: MESSAGES.memberBlocked },
    'pack-not-found': { code: 'BAD_REQUEST', message: 'Choose a valid token pack' },
  },
  settler: tokenPackSettler,
};
