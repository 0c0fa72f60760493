import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.dateListSchema;

/** GET /dates: the member's planned dates, soonest first, until a day after each (decision 0155). */
export const getDates = () => parsedAnswer(schema, '/dates');

/** Read by the dates screen and by the check-in prompt in every /app screen; a date notice reads it again. */
export const datesQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.dates, queryFn: getDates, staleTime: 30_000, retry: false });

export const useDates = () => useQuery(datesQueryOptions());
