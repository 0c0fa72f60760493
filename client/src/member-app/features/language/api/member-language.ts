import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberLanguage } from '@blynd/shared';
import { memberCall, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

/** The app's one /me query (the same key and answer as profile's), read here for the member's language only. */
const meQuery = () =>
  queryOptions({
    queryKey: memberKeys.me,
    queryFn: () => parsedAnswer((schemas) => schemas.meResponseSchema, '/me'),
    staleTime: 30_000,
  });

export const useAccountLanguage = () => useQuery({ ...meQuery(), select: (me) => me.language });

/** PATCH /me {language}; /me is read again after. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: MemberLanguage) => memberCall('/me', { method: 'PATCH', body: { language } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.me }),
  });
}
