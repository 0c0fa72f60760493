import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, adSlotSetActionResponseSchema, type AdSlotKey, type UpdateAdSlotInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys, publicKeys } from '../../../lib/query-keys';

/** PATCH /ads/slots/{slotKey}: availability, image, link, amount, or a reset of the visit count. */
export const updateAdSlot = ({ slotKey, ...input }: UpdateAdSlotInput & { slotKey: AdSlotKey }) =>
  adminApi(`${ADMIN_API_BASE}/ads/slots/${slotKey}`, adSlotSetActionResponseSchema, { method: 'PATCH', body: input });

export function useUpdateAdSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdSlot,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.ads.slots, { adSlotSet: answer.adSlotSet });
      void queryClient.invalidateQueries({ queryKey: publicKeys.ads });
    },
  });
}
