import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { refetchUnlessLanding } from '../../../api/landing';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.signupStatusSchema;

export const getSignupStatus = () => parsedAnswer(schema, '/me/signup');

/** `enabled` false until the session is restored: asked without a token it would 401 and refresh a second time. */
export const signupStatusQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: memberKeys.signup,
    queryFn: getSignupStatus,
    staleTime: 0,
    refetchOnMount: refetchUnlessLanding,
    enabled,
  });

export const useSignupStatus = (enabled = true) => useQuery(signupStatusQueryOptions(enabled));

/** After a sign-up screen saved something outside the steps (the optional compatibility screen): ask for the next step. */
export function useRefreshSignupStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.signup });
}
