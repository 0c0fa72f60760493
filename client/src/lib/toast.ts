import type { ExternalToast } from 'sonner';

/** Notification durations of SPEC §9. */
export const TOAST_DURATION = { error: 3000, contactSuccess: 3000, reservationSuccess: 5000 } as const;

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

const show = (kind: 'error' | 'success', message: string, options: ExternalToast) => {
  loadSonner().then(({ toast }) => toast[kind](message, options), () => undefined);
};

export const notifyError = (message: string) => show('error', message, { duration: TOAST_DURATION.error });
export const notifySuccess = (message: string, duration: number) => show('success', message, { duration });
