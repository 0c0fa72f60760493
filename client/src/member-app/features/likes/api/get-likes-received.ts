import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.likesReceivedSchema;

export const getLikesReceived = () => parsedAnswer(schema, '/likes/received');

export const likesReceivedQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.likes, queryFn: getLikesReceived, staleTime: 0 });

/** Who liked the member: Premium gets the cards, Free only the count. */
export const useLikesReceived = () => useQuery(likesReceivedQueryOptions());
