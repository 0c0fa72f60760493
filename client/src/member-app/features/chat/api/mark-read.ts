import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ConversationList } from '@blynd/shared';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';
import { withRead } from '../conversation-list';

/** POST /matches/:id/read {seq}: moves my read mark forward only. */
export const markRead = (matchId: string, seq: number) =>
  memberCall(`/matches/${encodeURIComponent(matchId)}/read`, { method: 'POST', body: { seq } });

/** Marks a conversation read up to `seq`; the cached list drops its unread count in place (or is asked again). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (matchId: string, seq: number) =>
      markRead(matchId, seq).then(() => {
        const list = withRead(queryClient.getQueryData<ConversationList>(memberKeys.conversations), matchId);
        if (list) queryClient.setQueryData(memberKeys.conversations, list);
        else return queryClient.invalidateQueries({ queryKey: memberKeys.conversations });
      }),
    [queryClient],
  );
}
