import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.placesResponseSchema;

/** GET /places: every state and its LGAs, for the place pickers (decision 0163). */
export const getPlaces = () => parsedAnswer(schema, '/places');

export const placesQueryOptions = () =>
  queryOptions({ queryKey: [...memberKeys.all, 'places'], queryFn: getPlaces, staleTime: Infinity });

export const usePlaces = () => useQuery(placesQueryOptions());
