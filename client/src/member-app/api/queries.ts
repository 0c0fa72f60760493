import { useQuery } from '@tanstack/react-query';
import type { MeResponse, SignupStatus } from '@blynd/shared';
import { refetchUnlessLanding } from './landing';
import { memberApi } from './member-fetch';
import { memberKeys } from './member-keys';

export { memberKeys };

export const useMe = () =>
  useQuery({ queryKey: memberKeys.me, queryFn: () => memberApi<MeResponse>('/me'), staleTime: 30_000 });
/** `enabled` false until the session is restored: asked without a token it would 401 and refresh a second time. */
export const useSignupStatus = (enabled = true) =>
  useQuery({
    queryKey: memberKeys.signup,
    queryFn: () => memberApi<SignupStatus>('/me/signup'),
    staleTime: 0,
    refetchOnMount: refetchUnlessLanding,
    enabled,
  });
