import { useRef, useState } from 'react';
import { MESSAGES } from '@blynd/shared';
import type { z } from 'zod';
import { errorMessage } from './api-client';
import { notifyError, notifySuccess } from './toast';
import { validateForm } from './validation';

type Options<S extends z.ZodType> = {
  schema: S;
  send: (input: z.output<S>) => Promise<{ message: string }>;
  successDuration: number;
  onSuccess?: () => void;
};

/**
 * The public forms' life cycle (SPEC §4): idle → submitting → idle after a notification. A submit
 * while one is in flight is refused with the spec's message; a ref, not state, guards it so two
 * events in the same tick cannot both pass.
 */
export function useGuardedSubmit<S extends z.ZodType>({ schema, send, successDuration, onSuccess }: Options<S>) {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const submit = async (values: unknown) => {
    if (inFlight.current) {
      notifyError(MESSAGES.previousMessagePending);
      return;
    }
    const checked = validateForm(schema, values);
    if (!checked.ok) {
      notifyError(checked.message);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const response = await send(checked.data);
      notifySuccess(response.message, successDuration);
      onSuccess?.();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { submit, sending };
}
