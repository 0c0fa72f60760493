import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, adSlotSetActionResponseSchema, type UpdateAdSlotSetInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys, publicKeys } from '../../../lib/query-keys';

/** PATCH /ads: whether ads run at all, and the media buyer. */
export const updateAdSettings = (input: UpdateAdSlotSetInput) =>
  adminApi(`${ADMIN_API_BASE}/ads`, adSlotSetActionResponseSchema, { method: 'PATCH', body: input });

export function useUpdateAdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.ads.slots, { adSlotSet: answer.adSlotSet });
      // The public advertising page reads the same set.
      void queryClient.invalidateQueries({ queryKey: publicKeys.ads });
    },
  });
}
