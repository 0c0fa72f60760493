import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  chatPhotoDecisionResponseSchema,
  faceDecisionResponseSchema,
  photoDecisionResponseSchema,
  type PhotoReason,
} from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type PhotoDecisionBody = { decision: 'approve' | 'reject'; reason?: PhotoReason; note: string };

/** POST /verification/photos/{id}/decision. */
const decidePhoto = ({ id, ...body }: PhotoDecisionBody & { id: string }) =>
  adminApi(`${ADMIN_API_BASE}/verification/photos/${encodeURIComponent(id)}/decision`, photoDecisionResponseSchema, {
    method: 'POST',
    body,
  });

/** POST /verification/chat-photos/{id}/decision: approve, or reject (remove) with a reason. */
const decideChatPhoto = ({ id, ...body }: PhotoDecisionBody & { id: string }) =>
  adminApi(
    `${ADMIN_API_BASE}/verification/chat-photos/${encodeURIComponent(id)}/decision`,
    chatPhotoDecisionResponseSchema,
    { method: 'POST', body },
  );

/** POST /verification/faces/{memberId}/decision. */
const decideFace = ({ memberId, ...body }: { memberId: string; decision: 'approve' | 'reject'; note: string }) =>
  adminApi(
    `${ADMIN_API_BASE}/verification/faces/${encodeURIComponent(memberId)}/decision`,
    faceDecisionResponseSchema,
    { method: 'POST', body },
  );

/** After any decision (or a 409 because someone else decided first) the lists are read again. */
const useRefreshing = <T, A>(mutationFn: (args: A) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.verification.all }),
  });
};

export const useDecidePhoto = () => useRefreshing(decidePhoto);
export const useDecideFace = () => useRefreshing(decideFace);
export const useDecideChatPhoto = () => useRefreshing(decideChatPhoto);
