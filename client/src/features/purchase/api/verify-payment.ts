import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  paymentSummarySchema,
  tokenPaymentSummarySchema,
  type PaymentSummary,
  type TokenPaymentSummary,
} from '@blynd/shared';
import { api } from '../../../lib/api-client';
import type { PaymentAuth } from '../payment-session';
import { paymentHeaders } from './payment-headers';
import { paymentKeys } from '../../../lib/query-keys';

/** A plan answers what was bought; a token pack also answers the tokens added and the new balance. */
const verifiedSchema = z.union([tokenPaymentSummarySchema, paymentSummarySchema]);

export const verifyPayment = async (reference: string, token: string): Promise<PaymentSummary | TokenPaymentSummary> =>
  verifiedSchema.parse(
    await api<unknown>(`/api/v1/subscriptions/verify-payment/${encodeURIComponent(reference)}`, {
      headers: paymentHeaders(token),
    }),
  );

export const verifyPaymentQueryOptions = (reference: string, auth: PaymentAuth | null) =>
  queryOptions({
    queryKey: paymentKeys.verify(reference),
    queryFn: () => verifyPayment(reference, auth!.token),
    enabled: !!reference && !!auth,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyPayment = (reference: string, auth: PaymentAuth | null) =>
  useQuery(verifyPaymentQueryOptions(reference, auth));
