import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SnoozeInput } from '@blynd/shared';
import { parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

/*
 * Snooze, incognito and hidden contacts (decisions 0164, 0165). Each answers the member's privacy as GET /me shows it;
 * the /me query is read again so every screen shows the new state.
 */
const state = (path: string, method: 'PUT' | 'DELETE', body?: unknown) =>
  parsedAnswer((schemas) => schemas.privacyStateSchema, path, { method, body });

export const snooze = (input: SnoozeInput) => state('/me/snooze', 'PUT', input);
export const endSnooze = () => state('/me/snooze', 'DELETE');
export const setIncognito = (incognito: boolean) => state('/me/incognito', 'PUT', { incognito });
export const hideContacts = (phones: string[]) =>
  parsedAnswer((schemas) => schemas.hiddenContactsResponseSchema, '/me/hidden-contacts', {
    method: 'PUT',
    body: { phones },
  });
export const unhideContacts = () => state('/me/hidden-contacts', 'DELETE');

/** A privacy call whose success reads /me again. */
export function usePrivacyAction<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.me }),
  });
}
