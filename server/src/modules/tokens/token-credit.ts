import type { TokenPaymentSummary } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { publishLive } from '../notifications/notifications.service';
import { balanceOf, creditPurchase } from './ledger/ledger.service';

export type TokenCreditInput = {
  memberId: string;
  pack: string;
  tokens: number;
  /** Whole naira. */
  amount: number;
  reference: string;
  /** The posting's idempotency key: `payment:<reference>` when not given (the website's). */
  key?: string;
  /** The payments module's conditional update of its row, in this transaction; false when already settled. */
  claim: (tx: DbTransaction) => Promise<boolean>;
};

export type TokenCreditOutcome = { kind: 'credited' | 'already-credited'; summary: TokenPaymentSummary };

class AlreadyPosted extends Error {}

/**
 * Credits a paid token pack exactly once (decision 0095): the payment row's claim and the posting's
 * idempotency key (`payment:<reference>`, or a store's key, decision 0144) sit in one transaction, so of the return page, the webhook and
 * reconciliation, whatever the order, one caller credits and the others find it done.
 */
export async function creditTokenPayment(ctx: AppContext, input: TokenCreditInput): Promise<TokenCreditOutcome> {
  const credited = await ctx.db
    .transaction(async (tx) => {
      if (!(await input.claim(tx))) return false;
      // The key is a second guard: a posting that exists means the claim must be undone (roll back).
      if (!(await creditPurchase(tx, input.memberId, input.tokens, input.reference, input.key)))
        throw new AlreadyPosted();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyPosted) return false;
      throw error;
    });
  const balance = await balanceOf(ctx.db, input.memberId);
  if (credited) {
    ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
    publishLive(ctx, input.memberId, { type: 'tokens', ...balance });
    ctx.logger.info({ memberId: input.memberId, reference: input.reference, tokens: input.tokens }, 'tokens credited');
  }
  return { kind: credited ? 'credited' : 'already-credited', summary: tokenSummary(input, balance.balance) };
}

export const tokenSummary = (
  payment: { pack: string; tokens: number; amount: number },
  balance: number,
): TokenPaymentSummary => ({
  kind: 'tokens',
  pack: payment.pack,
  tokens: payment.tokens,
  amount: payment.amount,
  balance,
});

export async function tokenPaymentSummary(
  ctx: AppContext,
  memberId: string,
  payment: { pack: string; tokens: number; amount: number },
) {
  return tokenSummary(payment, (await balanceOf(ctx.db, memberId)).balance);
}
