import type { ExternalToast } from 'sonner';
import { errorMessage } from './http';

/**
 * Notification durations (decision 0067): errors stay 3 s; the control centre's confirmations are brief,
 * 2 s; the public forms' confirmations 3 s (contact) and 5 s (reservation).
 */
export const TOAST_DURATION = { error: 3000, success: 2000, contactSuccess: 3000, reservationSuccess: 5000 } as const;

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
const requestListeners = new Set<() => void>();

/**
 * sonner stays out of the scripts `/` loads (≤ 120 KB gzip, decision 0010): the first toast fetches
 * it, and the toaster mounts then; sonner shows a toast raised before its toaster subscribed.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').catch((error: unknown) => {
      sonner = undefined;
      throw error;
    });
    requestListeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For useSyncExternalStore: whether any toast has asked for sonner yet. */
export const sonnerRequested = () => sonner !== undefined;
export function onSonnerRequested(listener: () => void) {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

type Kind = 'error' | 'success' | 'warning';

const show = (kind: Kind, message: string, options: ExternalToast) => {
  loadSonner().then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
};

/** The one toast module of the client, public site and control centre alike. */
export const notifyError = (message: string, options: ExternalToast = {}) =>
  show('error', message, { duration: TOAST_DURATION.error, ...options });
export const notifySuccess = (message: string, duration: number = TOAST_DURATION.success) =>
  show('success', message, { duration });
/** Done, but not all of it: read as carefully as an error. */
export const notifyWarning = (message: string) => show('warning', message, { duration: TOAST_DURATION.error });
/** Reports a failed call with the server's own words when it gave some. */
export const notifyFailure = (error: unknown) => notifyError(errorMessage(error));

/** Shows a call's answer, or its failure, as a toast; resolves true when the call succeeded. */
export async function notifyAnswer(work: Promise<{ message: string }>): Promise<boolean> {
  try {
    notifySuccess((await work).message);
    return true;
  } catch (error) {
    notifyFailure(error);
    return false;
  }
}
