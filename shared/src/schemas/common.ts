import { z } from 'zod';
import { MESSAGES } from '../types/messages';

/** A required text field whose absence or blankness reads as the fixed form message. */
export const requiredText = (message: string = MESSAGES.fillAllFields, max = 5000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = (missing: string = MESSAGES.fillAllFields, invalid: string = MESSAGES.invalidEmail) =>
  requiredText(missing, 254).pipe(z.email({ error: invalid }));

/**
 * A URL the API stores and a page later puts in `src` or `href`: only `https://` addresses or paths on
 * this site (`/…`, not `//host`), or '' to clear it. Anything else (`javascript:`, `data:`, `http:`,
 * protocol-relative) is refused, so no stored value can run script or load over plain HTTP.
 */
export const safeUrlField = (label: string) =>
  z
    .string()
    .trim()
    .max(500, { error: `${label} must be at most 500 characters` })
    .refine(isSafeUrl, { error: `${label} must be an https:// address or a path starting with /` });

export function isSafeUrl(value: string): boolean {
  if (value === '') return true;
  // Control characters and white space are refused outright: browsers strip some of them before parsing.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses.
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return HTTPS_URL.test(value);
}

/** https://, a host name (no user or password part), an optional port, then a path, query or fragment. */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const errorResponseSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const uuidField = (message = 'Invalid id') => z.string({ error: message }).uuid({ error: message });
