import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, userActionResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { applyMemberUpdate } from '../../../lib/member-api/update-member-cache';

/** PUT /delete-photo: removes the photo and its stored file (`publidId` names the file). */
export const deletePhoto = ({ userId, photoId, publidId }: { userId: string; photoId: string; publidId: string }) =>
  adminApi(`${ADMIN_API_BASE}/delete-photo`, userActionResponseSchema, {
    method: 'PUT',
    body: { userId, photoId, publidId, adminId: currentAdminId() },
  });

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePhoto, onSuccess: (answer) => applyMemberUpdate(queryClient, answer.user) });
}
