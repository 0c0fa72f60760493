import { useMutation } from '@tanstack/react-query';
import type { InitiateTokenPaymentInput } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { paymentHeaders } from './payment-headers';

type Request = { token: string; body: InitiateTokenPaymentInput };

/** POST /tokens/initiate-paystack-payment with the payment token from the confirm step; the server prices the pack. */
export const initiateTokenPayment = ({ token, body }: Request) =>
  api<{ redirect?: string; reference?: string }>('/api/v1/tokens/initiate-paystack-payment', {
    method: 'POST',
    headers: paymentHeaders(token),
    body,
  });

export const useInitiateTokenPayment = () => useMutation({ mutationFn: initiateTokenPayment });
