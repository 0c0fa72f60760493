import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/**
 * Parses a request part with a shared schema. Every issue is reported at once in `issues`; `error`
 * carries the first one, which is the spec's message where the schema defines one.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  // A missing field outranks a malformed one, so an empty form reads 'Please fill all fields'.
  const missing = result.error.issues.findIndex((issue) => issue.code === 'invalid_type' || issue.code === 'too_small');
  const headline = issues[missing >= 0 ? missing : 0]?.message ?? 'Invalid request';
  throw new AppError('BAD_REQUEST', headline, undefined, { issues });
}
