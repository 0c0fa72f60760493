import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MePatch } from '@blynd/shared';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

/** PATCH /me: profile basics, goals and prompts, preferences, who sees the photos. */
export const updateMe = (patch: MePatch) => memberCall('/me', { method: 'PATCH', body: patch });

/**
 * Every change to the member's own record: /me is read again, and discover (whose order follows preferences and
 * compatibility) is asked again when it is next shown. `mutateAsync` resolves once /me is read again; `onSaved`
 * runs as soon as the server took the change, before that (a form keyed by the /me answer says "saved" then).
 */
export function useUpdateMe(options: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: () => {
      options.onSaved?.();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.me }),
        queryClient.invalidateQueries({ queryKey: memberKeys.discover }),
      ]);
    },
  });
}
