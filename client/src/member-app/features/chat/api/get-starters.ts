import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.startersResponseSchema;

/** Conversation starters for an empty conversation, as their texts. */
export const getStarters = (matchId: string) =>
  parsedAnswer(schema, `/matches/${encodeURIComponent(matchId)}/starters`).then((answer) =>
    answer.items.map((starter) => starter.text),
  );

export const startersQueryOptions = (matchId: string, enabled: boolean) =>
  queryOptions({
    queryKey: memberKeys.starters(matchId),
    queryFn: () => getStarters(matchId),
    enabled,
    retry: false,
    staleTime: Infinity,
  });

export const useStarters = (matchId: string, enabled: boolean) => useQuery(startersQueryOptions(matchId, enabled));
