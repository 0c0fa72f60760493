import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponseSchema } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The plans and badges on sale now (the public list: retired ones are left out). */
export const getPlanOptions = async () => plansResponseSchema.parse(await api<unknown>('/api/v1/public/plans'));

export const planOptionsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.planOptions, queryFn: getPlanOptions, staleTime: 60_000 });

export const usePlanOptions = () => useQuery(planOptionsQueryOptions());
