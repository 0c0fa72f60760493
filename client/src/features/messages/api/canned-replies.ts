import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  cannedReplyListResponseSchema,
  cannedReplyResponseSchema,
  messageResponseSchema,
  type CannedReplyInput,
} from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

const base = `${ADMIN_API_BASE}/cannedreplies`;
const key = adminKeys.cannedReplies;

/** GET /cannedreplies: every canned reply, by title. */
export const cannedRepliesQueryOptions = () =>
  queryOptions({ queryKey: key, queryFn: () => adminApi(base, cannedReplyListResponseSchema) });
export const useCannedReplies = () => useQuery(cannedRepliesQueryOptions());

type Draft = Omit<CannedReplyInput, 'adminId'>;

/** POST /cannedreplies, or PUT /cannedreplies/{id} with the version the edit started from. */
export const saveCannedReply = ({ id, ...input }: Draft & ({ id?: undefined } | { id: string; version: number })) =>
  adminApi(id ? `${base}/${encodeURIComponent(id)}` : base, cannedReplyResponseSchema, {
    method: id ? 'PUT' : 'POST',
    body: { ...input, adminId: currentAdminId() },
  });

export const deleteCannedReply = (id: string) =>
  adminApi(`${base}/${encodeURIComponent(id)}`, messageResponseSchema, { method: 'DELETE' });

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  // Settled, not only succeeded: after a 409 (someone else saved first) the list shows their version.
  return useMutation({
    mutationFn: saveCannedReply,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCannedReply,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
