import { headlineIssue, MESSAGES } from '@blynd/shared';
import type { z } from 'zod';

export type Validation<T> =
  { ok: true; data: T } | { ok: false; message: string; field: string; fieldErrors: Record<string, string> };

/**
 * Checks form values with the shared schema the server also applies. The message to show is the
 * shared headline rule's (a missing field outranks a malformed one, else schema order), the one the
 * server's validate middleware answers with; `fieldErrors` holds each field's first problem.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message;
  const headline = headlineIssue(result.error.issues);
  return {
    ok: false,
    message: headline?.message ?? MESSAGES.fillAllFields,
    field: String(headline?.path[0] ?? ''),
    fieldErrors,
  };
}

/** The message a value gets from a shared schema, or null when it passes (search boxes, single fields). */
export const schemaProblem = (schema: z.ZodType, value: unknown): string | null => {
  const checked = validateForm(schema, value);
  return checked.ok ? null : checked.message;
};
