import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.blyndmojisResponseSchema;

export const getBlyndmojis = () => parsedAnswer(schema, '/blyndmojis');

export const blyndmojisQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.blyndmojis, queryFn: getBlyndmojis, staleTime: Infinity });

export const useBlyndmojis = () => useQuery(blyndmojisQueryOptions());
