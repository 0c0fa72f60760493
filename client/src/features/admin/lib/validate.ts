import type { z } from 'zod';

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string; field: string };

/**
 * Checks a form with the shared schema the server also applies, and reports the first problem in the
 * order the fields are listed (`order`), so "Please fill in all details" wins over a malformed email
 * when a field is still empty.
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown, order: string[] = []): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message, code: issue.code }));
  const isMissing = (issue: (typeof issues)[number]) => issue.code === 'too_small' || issue.code === 'invalid_type';
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const sorted = [...issues].sort((a, b) => Number(isMissing(b)) - Number(isMissing(a)) || rank(a.field) - rank(b.field));
  const first = sorted[0]!;
  return { ok: false, message: first.message, field: first.field };
}
