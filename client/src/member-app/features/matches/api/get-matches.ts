import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.matchListSchema;

export const getMatches = () => parsedAnswer(schema, '/matches');

/** `staleTime` 0 on the matches screen; a conversation reads its match from the same list, asked less often. */
export const matchesQueryOptions = (staleTime = 0) =>
  queryOptions({ queryKey: memberKeys.matches, queryFn: getMatches, staleTime });

export const useMatches = (staleTime = 0) => useQuery(matchesQueryOptions(staleTime));
