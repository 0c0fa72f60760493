import { useState } from 'react';
import { MESSAGES } from '@blynd/shared';
import type { z } from 'zod';
import { validateForm } from './validation';

export const REQUIRED_FIELD = 'This field is required.';

/**
 * Inline field errors beside the toast of a public form: set on submit from the shared schema, each one
 * cleared as soon as its field changes, and focus taken to the first field in error.
 */
export function useInlineErrors<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const check = (values: Record<string, string>, form?: HTMLFormElement | null) => {
    const result = validateForm(schema, values);
    const found = result.ok
      ? {}
      : Object.fromEntries(
          Object.entries(result.fieldErrors).map(([key, message]) => [
            key,
            message === MESSAGES.fillAllFields ? REQUIRED_FIELD : message,
          ]),
        );
    setErrors(found);
    const first = Object.keys(values).find((key) => key in found);
    if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return result.ok;
  };

  const clear = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });

  return { errors, check, clear };
}
