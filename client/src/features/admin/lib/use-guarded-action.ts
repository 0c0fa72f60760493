import { useRef, useState } from 'react';
import { MESSAGES } from '@blynd/shared';
import { adminError } from './admin-toast';

/**
 * One request at a time for a form: a second submit while the first is in flight is refused with
 * the spec's 'Please allow your previous message to deliver' (SPEC §4). A ref guards it, so two
 * events in the same tick cannot both pass.
 */
export function useGuardedAction() {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<void>) => {
    if (inFlight.current) {
      adminError(MESSAGES.previousMessagePending);
      return;
    }
    inFlight.current = true;
    setPending(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  return { run, pending };
}
