import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

/** DELETE /dates/:id: the check-in is called off and the contact's page says the date was cancelled. */
export const cancelDate = (id: string) => memberCall(`/dates/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useCancelDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.dates }),
  });
}
