import { z } from 'zod';
import { BILLING_CYCLES } from '../types/constants';
import { STORES } from './store-products';

// ---------------------------------------------------------------------------------------------
// Store purchases (decision 0144): Premium and tokens bought through the App Store or Google Play
// ---------------------------------------------------------------------------------------------

/** A StoreKit 2 signed transaction (`Transaction.jwsRepresentation`): three base64url parts. */
const JWS_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export const applePurchaseSchema = z.object({
  signedTransaction: z
    .string({ error: 'signedTransaction is required' })
    .trim()
    .max(20_000, { error: 'signedTransaction is too long' })
    .regex(JWS_PATTERN, { error: 'signedTransaction must be a signed transaction (JWS) from StoreKit' }),
});
export type ApplePurchaseInput = z.infer<typeof applePurchaseSchema>;

export const googlePurchaseSchema = z.object({
  productId: z.string({ error: 'productId is required' }).trim().min(1, { error: 'productId is required' }).max(150),
  purchaseToken: z
    .string({ error: 'purchaseToken is required' })
    .trim()
    .min(1, { error: 'purchaseToken is required' })
    .max(4096, { error: 'purchaseToken is too long' }),
});
export type GooglePurchaseInput = z.infer<typeof googlePurchaseSchema>;

const storePurchaseBase = {
  /** `credited` by this call, `already-credited` before (by this or another call, or a notification). */
  status: z.enum(['credited', 'already-credited']),
  store: z.enum(STORES),
  /** Apple's transactionId, Google's orderId. */
  transactionId: z.string(),
  productId: z.string(),
};

/** What a verified store purchase came to: Premium (with the member's Premium end) or tokens (with the balance). */
export const storePurchaseResultSchema = z.discriminatedUnion('kind', [
  z.object({
    ...storePurchaseBase,
    kind: z.literal('premium'),
    plan: z.string(),
    billingType: z.enum(BILLING_CYCLES),
    premiumUntil: z.string().describe('ISO 8601 date-time').nullable(),
  }),
  z.object({
    ...storePurchaseBase,
    kind: z.literal('tokens'),
    pack: z.string(),
    tokens: z.number().int(),
    balance: z.number().int(),
  }),
]);
export type StorePurchaseResult = z.infer<typeof storePurchaseResultSchema>;

/** The acknowledgement of a store notification; `outcome` says what it did (for the store's logs and ours). */
export const storeNotificationAnswerSchema = z.object({
  received: z.literal(true),
  outcome: z.enum([
    'ignored',
    'credited',
    'already-credited',
    'reversed',
    'already-reversed',
    'recorded',
    'refused',
    // A refund the App Store reversed (decision 0180).
    'restored',
    'already-restored',
    'reinstated',
    'not-refunded',
    'outdated',
  ]),
});
