import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { refetchUnlessLanding } from '../../../api/landing';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.discoverPageSchema;

export const getDiscoverPage = (cursor?: string) => parsedAnswer(schema, '/discover', { query: { cursor, limit: 20 } });

/** Its first page may come from the landing answer (api/landing.ts): not asked again on the mount right after. */
export const discoverQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: memberKeys.discover,
    queryFn: ({ pageParam }) => getDiscoverPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnMount: refetchUnlessLanding,
  });

export const useDiscover = () => useInfiniteQuery(discoverQueryOptions());
