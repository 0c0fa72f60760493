import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.conversationListSchema;

export const getConversations = (cursor?: string) => parsedAnswer(schema, '/conversations', { query: { cursor } });

/**
 * The conversations, most recent first: the chat screen (`staleTime` 0) and the unread badge of the navigation
 * read the same list, which live frames and read marks update in place (conversation-list.ts).
 */
export const conversationsQueryOptions = (staleTime = 0) =>
  queryOptions({ queryKey: memberKeys.conversations, queryFn: () => getConversations(), retry: false, staleTime });

export const useConversations = (staleTime = 0) => useQuery(conversationsQueryOptions(staleTime));

/** The unread count of the navigation's Chat link. */
export function useUnreadCount() {
  const conversations = useConversations(15_000);
  return (conversations.data?.items ?? []).reduce((sum, c) => sum + c.unread, 0);
}
