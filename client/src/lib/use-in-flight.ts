import { useRef, useState } from 'react';
import { MESSAGES } from '@blynd/shared';
import { notifyError } from './toast';

/**
 * One request at a time, for every form of the client: a second submit while the first is in flight
 * is refused with 'Please allow your previous message to deliver' (decision 0068), or silently
 * where `busyMessage` is null (a button already shown as busy). A ref guards it, not state, so two
 * events in the same tick cannot both pass.
 */
export function useInFlight({ busyMessage = MESSAGES.previousMessagePending }: { busyMessage?: string | null } = {}) {
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<void>) => {
    if (inFlight.current) {
      if (busyMessage) notifyError(busyMessage);
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

  /** Whether a request is in flight now (a ref, so true within the same tick as `run`). */
  const busy = () => inFlight.current;

  return { run, pending, busy };
}
