import { useMutation } from '@tanstack/react-query';
import type { InitiatePaymentInput, InitiatePaymentResponse, InitiateTokenPaymentInput } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { paymentHeaders } from './payment-headers';

/** What each purchasable's start sends; the server prices it either way. */
export type CheckoutBodies = { plan: InitiatePaymentInput; tokens: InitiateTokenPaymentInput };
export type Purchasable = keyof CheckoutBodies;

/** POST …/initiate-paystack-payment: Premium under /subscriptions, token packs under /tokens (one checkout). */
const START_PATHS: Record<Purchasable, string> = {
  plan: '/api/v1/subscriptions/initiate-paystack-payment',
  tokens: '/api/v1/tokens/initiate-paystack-payment',
};

type StartRequest<K extends Purchasable> = { token: string; body: CheckoutBodies[K] };

/** Starts a checkout with the payment token from the confirm step; answers Paystack's page to go to. */
export const startCheckout = <K extends Purchasable>(purchasable: K, { token, body }: StartRequest<K>) =>
  api<Partial<InitiatePaymentResponse>>(START_PATHS[purchasable], {
    method: 'POST',
    headers: paymentHeaders(token),
    body,
  });

export const useStartCheckout = <K extends Purchasable>(purchasable: K) =>
  useMutation({ mutationFn: (request: StartRequest<K>) => startCheckout(purchasable, request) });
