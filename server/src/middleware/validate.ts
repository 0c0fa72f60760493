import { headlineIssue } from '@blynd/shared';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/**
 * Parses a request part with a shared schema. Every issue is reported at once in `issues`; `error`
 * carries the headline one (shared `headlineIssue`: a missing field outranks a malformed one, the
 * same rule the client's forms apply), which is the product's fixed message where the schema defines one.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const headline = headlineIssue(result.error.issues)?.message ?? 'Invalid request';
  throw new AppError('BAD_REQUEST', headline, undefined, { issues });
}
