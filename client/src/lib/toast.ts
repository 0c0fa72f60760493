import { toast } from 'sonner';

/** Notification durations of SPEC §9. */
export const TOAST_DURATION = { error: 3000, contactSuccess: 3000, reservationSuccess: 5000 } as const;

export const notifyError = (message: string) => toast.error(message, { duration: TOAST_DURATION.error });
export const notifySuccess = (message: string, duration: number) => toast.success(message, { duration });
