import { useMutation } from '@tanstack/react-query';
import type { InitiatePaymentInput, InitiatePaymentResponse } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { paymentHeaders } from './payment-headers';

type InitiatePaymentRequest = { token: string; body: InitiatePaymentInput };

export const initiatePayment = ({ token, body }: InitiatePaymentRequest) =>
  api<Partial<InitiatePaymentResponse>>('/api/v1/subscriptions/initiate-paystack-payment', {
    method: 'POST',
    headers: paymentHeaders(token),
    body,
  });

export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
