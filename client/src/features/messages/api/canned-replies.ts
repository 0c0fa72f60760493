import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, cannedReplyListResponseSchema, cannedReplyResponseSchema, messageResponseSchema, type CannedReplyInput } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';

const base = `${ADMIN_API_BASE}/cannedreplies`;
const key = ['admin', 'canned-replies'] as const;

/** GET /cannedreplies: every canned reply, by title. */
export const cannedRepliesQueryOptions = () => queryOptions({ queryKey: key, queryFn: () => adminApi(base, cannedReplyListResponseSchema) });
export const useCannedReplies = () => useQuery(cannedRepliesQueryOptions());

type Draft = Omit<CannedReplyInput, 'adminId'>;

/** POST /cannedreplies, or PUT /cannedreplies/{id} when an id is given. */
export const saveCannedReply = ({ id, ...input }: Draft & { id?: string }) =>
  adminApi(id ? `${base}/${encodeURIComponent(id)}` : base, cannedReplyResponseSchema, { method: id ? 'PUT' : 'POST', body: { ...input, adminId: currentAdminId() } });

export const deleteCannedReply = (id: string) => adminApi(`${base}/${encodeURIComponent(id)}`, messageResponseSchema, { method: 'DELETE' });

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCannedReply, onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }) });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCannedReply, onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }) });
}
