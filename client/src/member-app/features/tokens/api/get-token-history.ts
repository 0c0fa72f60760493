import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.tokenHistorySchema;

export const getTokenHistoryPage = (cursor?: string) => parsedAnswer(schema, '/tokens/history', { query: { cursor } });

export const tokenHistoryQueryOptions = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: memberKeys.tokenHistory,
    queryFn: ({ pageParam }) => getTokenHistoryPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
    enabled,
  });

/** Asked once the balance is in (`enabled`), so a closed token route shows one problem, not two. */
export const useTokenHistory = (enabled: boolean) => useInfiniteQuery(tokenHistoryQueryOptions(enabled));
