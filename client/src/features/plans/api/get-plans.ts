import { queryOptions, useQuery } from '@tanstack/react-query';
import { plansResponseSchema, type PlansResponse } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { publicKeys } from '../../../lib/query-keys';

export const getPlans = async (): Promise<PlansResponse> =>
  plansResponseSchema.parse(await api<unknown>('/api/v1/public/plans'));

export const plansQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.plans, queryFn: getPlans, retry: 1, staleTime: 5 * 60 * 1000 });

export const usePlans = () => useQuery(plansQueryOptions());
