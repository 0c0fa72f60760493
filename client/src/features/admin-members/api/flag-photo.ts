import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, userActionResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { applyMemberUpdate } from '../../../lib/member-api/update-member-cache';

/** PUT /flag-photo: toggles the photo's flag. */
export const flagPhoto = ({ userId, photoId }: { userId: string; photoId: string }) =>
  adminApi(`${ADMIN_API_BASE}/flag-photo`, userActionResponseSchema, {
    method: 'PUT',
    body: { userId, photoId, adminId: currentAdminId() },
  });

export function useFlagPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: flagPhoto, onSuccess: (answer) => applyMemberUpdate(queryClient, answer.user) });
}
