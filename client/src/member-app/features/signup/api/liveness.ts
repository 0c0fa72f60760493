import { useQueryClient } from '@tanstack/react-query';
import type { LivenessResult } from '@blynd/shared';
import { type AnswerSchemas, loadAnswerSchemas, memberCall, parsedAnswer } from '../../../api/answer';
import { memberResponse } from '../../../api/member-fetch';
import { memberKeys } from '../../../api/member-keys';

const sessionSchema = (schemas: AnswerSchemas) => schemas.livenessSessionResponseSchema;
const resultSchema = (schemas: AnswerSchemas) => schemas.livenessResultSchema;
const session = (id: string) => `/me/liveness/sessions/${encodeURIComponent(id)}`;

/** POST /me/liveness/sessions: a check to run with the provider (on the web, only the sandbox decides here). */
export const startLiveness = () => parsedAnswer(sessionSchema, '/me/liveness/sessions', { method: 'POST' });

/** The development sandbox's decision for a session (its route exists only while the sandbox is on). */
export const decideInSandbox = (sessionId: string, status: 'passed' | 'failed') =>
  memberCall(`/sandbox/liveness/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    body: { status, confidence: status === 'passed' ? 0.99 : 0.2 },
  });

/** POST …/complete: the provider's result, read by the server. */
export const completeLiveness = (sessionId: string) =>
  parsedAnswer(resultSchema, `${session(sessionId)}/complete`, { method: 'POST' });

/**
 * Completes a session, shows its result (`onResult`), then reads the sign-up status again whatever it was (a pass
 * moves the member on to the next step).
 */
export function useCompleteLiveness() {
  const queryClient = useQueryClient();
  return async (sessionId: string, onResult: (result: LivenessResult) => void) => {
    onResult(await completeLiveness(sessionId));
    await queryClient.invalidateQueries({ queryKey: memberKeys.signup });
  };
}

/**
 * POST /me/liveness/selfie (multipart `photo`): the sandbox step's selfie. A 422 says why another is needed (no face,
 * several faces, unreadable); the message is the server's.
 */
export async function sendSelfie(image: Blob) {
  const form = new FormData();
  form.append('photo', image, 'selfie.jpg');
  const [response, schemas] = await Promise.all([
    memberResponse('/me/liveness/selfie', { method: 'POST', body: form }),
    loadAnswerSchemas(),
  ]);
  return schemas.livenessSelfieResponseSchema.parse(await response.json());
}
