import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.tokenBalanceSchema;

export const getTokenBalance = () => parsedAnswer(schema, '/tokens');

/** The balance; `tokens` frames on the live channel replace it in place (layout/live-provider.tsx). */
export const tokenBalanceQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.tokens, queryFn: getTokenBalance, retry: false, staleTime: 0 });

/** The tokens screen and an auction's page (what is available to bid). */
export const useTokenBalance = () => useQuery(tokenBalanceQueryOptions());
