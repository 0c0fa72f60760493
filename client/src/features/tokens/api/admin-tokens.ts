import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  adminTokenPacksSchema,
  tokenPackSchema,
  type CreateTokenPackInput,
  type UpdateTokenPackInput,
} from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys, publicKeys } from '../../../lib/query-keys';

const PACKS = `${ADMIN_API_BASE}/token-packs`;

/** GET /token-packs: every pack, those off sale included. */
export const getAdminTokenPacks = () => adminApi(PACKS, adminTokenPacksSchema);
export const adminTokenPacksQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.tokenPacks, queryFn: getAdminTokenPacks });
export const useAdminTokenPacks = () => useQuery(adminTokenPacksQueryOptions());

const usePackMutation = <I>(mutationFn: (input: I) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.tokenPacks });
      void queryClient.invalidateQueries({ queryKey: publicKeys.tokenPacks });
    },
  });
};

export const useCreateTokenPack = () =>
  usePackMutation((input: CreateTokenPackInput) => adminApi(PACKS, tokenPackSchema, { method: 'POST', body: input }));

/** PATCH /token-packs/{packId}: name, tokens, price, or on/off sale (`active`). */
export const useUpdateTokenPack = () =>
  usePackMutation(({ packId, ...input }: UpdateTokenPackInput & { packId: string }) =>
    adminApi(`${PACKS}/${encodeURIComponent(packId)}`, tokenPackSchema, { method: 'PATCH', body: input }),
  );
