import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentSummarySchema, type PaymentSummary } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import type { PaymentAuth } from '../payment-session';
import { paymentHeaders } from './payment-headers';

export const verifyPayment = async (reference: string, token: string): Promise<PaymentSummary> =>
  paymentSummarySchema.parse(
    await api<unknown>(`/api/v1/subscriptions/verify-payment/${encodeURIComponent(reference)}`, { headers: paymentHeaders(token) }),
  );

export const verifyPaymentQueryOptions = (reference: string, auth: PaymentAuth | null) =>
  queryOptions({
    queryKey: ['payments', 'verify', reference],
    queryFn: () => verifyPayment(reference, auth!.token),
    enabled: !!reference && !!auth,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyPayment = (reference: string, auth: PaymentAuth | null) =>
  useQuery(verifyPaymentQueryOptions(reference, auth));
