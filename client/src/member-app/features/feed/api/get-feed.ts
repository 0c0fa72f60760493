import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.feedResponseSchema;

export const getFeedPage = (cursor?: string) => parsedAnswer(schema, '/notifications', { query: { cursor } });

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: memberKeys.feed,
    queryFn: ({ pageParam }) => getFeedPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useFeed = () => useInfiniteQuery(feedQueryOptions());

/** The feed's Refresh button (new entries arrive as live frames; the list is asked again on demand). */
export function useRefreshFeed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.feed });
}
