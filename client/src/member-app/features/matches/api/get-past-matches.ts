import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.pastMatchListSchema;

/** GET /matches/past: matches that ended in the last 30 days, each reportable (decision 0154). */
export const getPastMatches = () => parsedAnswer(schema, '/matches/past');

export const pastMatchesQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.pastMatches, queryFn: getPastMatches, staleTime: 0 });

export const usePastMatches = () => useQuery(pastMatchesQueryOptions());
