import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';

/** SPEC §9: errors stay 3 s; the control centre's confirmations are brief, 2 s. */
export const ADMIN_TOAST_MS = { success: 2000, error: 3000 } as const;

export const adminSuccess = (message: string) => toast.success(message, { duration: ADMIN_TOAST_MS.success });
export const adminError = (message: string) => toast.error(message, { duration: ADMIN_TOAST_MS.error });
/** Done, but not all of it: read as carefully as an error. */
export const adminWarning = (message: string) => toast.warning(message, { duration: ADMIN_TOAST_MS.error });
/** Reports a failed call with the server's own words when it gave some. */
export const adminFailure = (error: unknown) => adminError(errorMessage(error));
