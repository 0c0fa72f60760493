import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.cataloguesResponseSchema;

/** During sign-up `/catalogues` is closed (403); the sign-up family serves the same catalogues. */
export const getCatalogues = (duringSignup: boolean) =>
  parsedAnswer(schema, duringSignup ? '/me/signup/catalogues' : '/catalogues');

export const cataloguesQueryOptions = (duringSignup: boolean) =>
  queryOptions({
    queryKey: memberKeys.catalogues,
    queryFn: () => getCatalogues(duringSignup),
    retry: false,
    staleTime: Infinity,
  });

export const useCatalogues = (duringSignup: boolean) => useQuery(cataloguesQueryOptions(duringSignup));
