import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@blynd/shared';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';

const schema = (schemas: AnswerSchemas) => schemas.notificationPreferencesSchema;
const key = ['member', 'notification-preferences'] as const;

/** GET /me/notification-preferences: the grid, quiet hours, the digest hour and the two reminder switches. */
export const getNotificationPreferences = () => parsedAnswer(schema, '/me/notification-preferences');

export const useNotificationPreferences = () =>
  useQuery(queryOptions({ queryKey: key, queryFn: getNotificationPreferences }));

/** PUT /me/notification-preferences: the whole grid at once; the answer is what was saved. */
export const saveNotificationPreferences = (preferences: NotificationPreferences) =>
  parsedAnswer(schema, '/me/notification-preferences', { method: 'PUT', body: preferences });

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
