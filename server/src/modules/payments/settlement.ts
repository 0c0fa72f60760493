import type { PaymentSummary, SubscriptionSource, TokenPaymentSummary } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import type { PaymentRow } from '../../db/schema';

/** What a payment row is for; each kind has one settler. */
export type PaymentKind = PaymentRow['kind'];

/** A payment of a member who still exists: the only kind that is ever settled. */
export type SettleablePayment = PaymentRow & { memberId: string };

/** What the payer is shown once a payment is settled. */
export type SettledSummary = PaymentSummary | TokenPaymentSummary;

/** `activated` when this call settled the payment, `already-active` when someone settled it before. */
export type Settlement = { kind: 'activated' | 'already-active'; summary: SettledSummary };

export type SettleOptions = {
  /** Where the money came from: the provider the payment went through, or `admin` for an admin's activation. */
  source: SubscriptionSource;
  adminId: string | null;
};

/**
 * What a paid reference settles (decision 0134): the purchasable that started the payment registers one, and
 * payments calls it without knowing what was bought, so payments imports no purchasable.
 */
export type PaymentSettler = {
  /**
   * Settles a paid payment exactly once. `claim` is payments' conditional update of its row: the settler
   * runs it inside its own transaction and changes nothing when it answers false (settled before).
   */
  settle(
    ctx: AppContext,
    payment: SettleablePayment,
    claim: (tx: DbTransaction) => Promise<boolean>,
    options: SettleOptions,
  ): Promise<Settlement>;
  /** The summary of a payment settled before: the same answer, nothing changed. */
  settled(ctx: AppContext, payment: SettleablePayment): Promise<SettledSummary>;
};

/** One settler per payment kind; the context carries them (built where the purchasables are listed). */
export type PaymentSettlers = Record<PaymentKind, PaymentSettler>;
