import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, adminStoreProductsSchema, type PutStoreProductsInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PUT /store-products: the whole active mapping of both stores; the answer is the new list. */
export const putStoreProducts = (input: PutStoreProductsInput) =>
  adminApi(`${ADMIN_API_BASE}/store-products`, adminStoreProductsSchema, { method: 'PUT', body: input });

export const usePutStoreProducts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putStoreProducts,
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.storeProducts, saved),
  });
};
