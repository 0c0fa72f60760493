import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  adminPlansResponseSchema,
  adminStoreProductsSchema,
  adminTokenPacksSchema,
} from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /store-products: every id of both stores, replaced ones included (decision 0156). */
export const getStoreProducts = () => adminApi(`${ADMIN_API_BASE}/store-products`, adminStoreProductsSchema);
export const storeProductsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.storeProducts, queryFn: getStoreProducts });
export const useStoreProducts = () => useQuery(storeProductsQueryOptions());

/** What can be mapped: the plans (GET /plans) and token packs (GET /token-packs), under the keys their screens use. */
export const useStorePlans = () =>
  useQuery({ queryKey: adminKeys.plans, queryFn: () => adminApi(`${ADMIN_API_BASE}/plans`, adminPlansResponseSchema) });
export const useStorePacks = () =>
  useQuery({
    queryKey: adminKeys.tokenPacks,
    queryFn: () => adminApi(`${ADMIN_API_BASE}/token-packs`, adminTokenPacksSchema),
  });
