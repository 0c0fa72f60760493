import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { refetchUnlessLanding } from '../../../api/landing';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.discoverPageSchema;

export const getDiscoverPage = (cursor?: string, verified = false) =>
  parsedAnswer(schema, '/discover', { query: { cursor, limit: 20, ...(verified ? { verified: 'true' } : {}) } });

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

/** `verified`: "Verified only", verified members alone (GET /discover?verified=true, decision 0146). */
export const verifiedDiscoverQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...memberKeys.discover, 'verified'],
    queryFn: ({ pageParam }) => getDiscoverPage(pageParam, true),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useDiscover = () => useInfiniteQuery(discoverQueryOptions());

/** Asked only while the filter is on. */
export const useVerifiedDiscover = (enabled: boolean) =>
  useInfiniteQuery({ ...verifiedDiscoverQueryOptions(), enabled });
