import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.discoverCountResponseSchema;

/** GET /discover/count: how many members the saved filters leave (what paging discover would list). */
export const getDiscoverCount = () => parsedAnswer(schema, '/discover/count');

/** Under the discover key: every saved change (useUpdateMe invalidates discover) asks again. */
export const discoverCountQueryOptions = () =>
  queryOptions({ queryKey: [...memberKeys.discover, 'count'], queryFn: getDiscoverCount, staleTime: 0 });

export const useDiscoverCount = () => useQuery(discoverCountQueryOptions());
