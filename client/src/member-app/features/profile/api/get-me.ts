import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.meResponseSchema;

export const getMe = () => parsedAnswer(schema, '/me');

export const meQueryOptions = () => queryOptions({ queryKey: memberKeys.me, queryFn: getMe, staleTime: 30_000 });

/** The member's own account: the one /me query of the app (sign-up, profile, settings read it from here). */
export const useMe = () => useQuery(meQueryOptions());
