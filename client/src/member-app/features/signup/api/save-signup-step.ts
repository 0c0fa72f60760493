import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MePatch } from '@blynd/shared';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

/** A sign-up step's answer: the PUTs under /me/signup, and the profile step's PATCH /me. */
export type SignupStepSave =
  | { step: 'name'; body: { firstName: string; lastName?: string } }
  | { step: 'birthday'; body: { dob: string } }
  | { step: 'gender'; body: { gender: string; interestedIn: string[] } }
  | { step: 'profile'; body: MePatch }
  | { step: 'biometric-consent'; body: { accepted: boolean } }
  | { step: 'terms'; body: { accepted: boolean } };

export const saveSignupStep = ({ step, body }: SignupStepSave) =>
  step === 'profile'
    ? memberCall('/me', { method: 'PATCH', body })
    : memberCall(`/me/signup/${step}`, { method: 'PUT', body });

/** Each step saved moves the member on: the sign-up status (the next step) and /me are read again. */
export function useSaveSignupStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSignupStep,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.signup }),
        queryClient.invalidateQueries({ queryKey: memberKeys.me }),
      ]),
  });
}
