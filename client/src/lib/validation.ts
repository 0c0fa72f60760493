import { MESSAGES } from '@blynd/shared';
import type { z } from 'zod';

export type Validation<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Checks form values with the shared schema the server also uses. An empty field always reads as the
 * spec's 'Please fill all fields', whatever else is wrong; otherwise the first problem is reported.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    fieldErrors[key] ??= issue.message;
  }
  const issues = result.error.issues;
  const message = issues.some((issue) => issue.message === MESSAGES.fillAllFields)
    ? MESSAGES.fillAllFields
    : (issues[0]?.message ?? MESSAGES.fillAllFields);
  return { ok: false, message, fieldErrors };
}
