import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.interestsResponseSchema;

export const getInterests = () => parsedAnswer(schema, '/interests');

export const interestsQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.interests, queryFn: getInterests, staleTime: Infinity });

export const useInterests = () => useQuery(interestsQueryOptions());
