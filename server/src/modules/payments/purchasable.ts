import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ErrorCode } from '../../lib/app-error';
import type { NewPayment } from './payments.repository';
import type { PaymentKind, PaymentSettler } from './settlement';

/** The buyer as a purchasable prices for them (a members row has these; payments reads no members table). */
export type Buyer = {
  id: string;
  email: string | null;
  isBlocked: boolean;
  disabled: boolean;
  premiumUntil: Date | null;
  earningStatus: string | null;
};

/** What every checkout start carries, whatever is bought: whose payment token it is and the payer's email. */
export type CheckoutInput = { userId: string; email: string };

/** The columns of the pending payment that say what is bought and for how much (the checkout adds who and where). */
export type PurchaseColumns = Omit<NewPayment, 'status' | 'reference' | 'kind' | 'memberId' | 'email' | 'currency'>;

export type PriceOutcome<Refusal extends string> =
  | {
      kind: 'priced';
      payment: PurchaseColumns;
      /** What Paystack keeps and shows for it (`custom_fields`, ids); the checkout adds the member and cancel page. */
      metadata: Record<string, unknown>;
    }
  | { kind: 'refused'; refusal: Refusal };

/**
 * A thing a member can pay for (decision 0134): Premium and token packs today, store products next. It says
 * how the server prices it, how its refusals are answered and what a paid reference settles; the one
 * checkout runs everything else (whose token, email last, the pending row, Paystack, limits, the return page).
 */
export type Purchasable<Input extends CheckoutInput = CheckoutInput, Refusal extends string = string> = {
  kind: PaymentKind;
  /** The start's body. */
  input: z.ZodType<Input>;
  /** The site page a payer who presses Cancel at Paystack comes back to (with `?payment=cancelled`). */
  cancelPath: string;
  /** Its own rate-limit names (`<prefix>-initiate`, …), so one purchasable cannot starve another. */
  limitPrefix: string;
  /** The server's price, or why this member may not buy it; the payer's own price is only checked against it. */
  price(ctx: AppContext, member: Buyer, input: Input): Promise<PriceOutcome<Refusal>>;
  refusals: Record<Refusal, { code: ErrorCode; message: string }>;
  settler: PaymentSettler;
};
