import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, userActionResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { applyMemberUpdate } from '../../../lib/member-api/update-member-cache';

type PhotoAction = { userId: string; photoId: string };

/** PUT /flag-photo (toggles) or PUT /delete-photo: the Users screen's photo moderation, from a photo report. */
const moderatePhoto = ({ action, userId, photoId }: PhotoAction & { action: 'flag' | 'delete' }) =>
  adminApi(`${ADMIN_API_BASE}/${action === 'flag' ? 'flag-photo' : 'delete-photo'}`, userActionResponseSchema, {
    method: 'PUT',
    body: { userId, photoId, adminId: currentAdminId(), ...(action === 'delete' ? { publidId: photoId } : {}) },
  });

export function useModeratePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderatePhoto, onSuccess: (answer) => applyMemberUpdate(queryClient, answer.user) });
}
