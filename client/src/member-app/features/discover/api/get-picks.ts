import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.discoverPicksSchema;

export const getPicks = () => parsedAnswer(schema, '/discover/picks');

export const picksQueryOptions = () => queryOptions({ queryKey: memberKeys.picks, queryFn: getPicks, retry: false });

/** Today's picks, above the discover list. */
export const usePicks = () => useQuery(picksQueryOptions());
