import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentReceiptSchema, type PaymentReceipt } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

export const getPaymentReceipt = async (reference: string): Promise<PaymentReceipt> =>
  paymentReceiptSchema.parse(await api<unknown>(`/api/v1/public/payment-receipts/${encodeURIComponent(reference)}`));

/** Only asked when the stored payment session is gone (a reload after success); never retried. */
export const usePaymentReceipt = (reference: string, enabled: boolean) =>
  useQuery(
    queryOptions({
      queryKey: paymentKeys.receipt(reference),
      queryFn: () => getPaymentReceipt(reference),
      enabled: enabled && !!reference,
      retry: false,
    }),
  );
