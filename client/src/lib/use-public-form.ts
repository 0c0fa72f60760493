import type { FormEvent } from 'react';
import type { z } from 'zod';
import { notifySuccess } from './toast';
import { useInlineErrors } from './use-inline-errors';
import { useSchemaForm } from './use-schema-form';

type Options<S extends z.ZodType, V extends Record<string, string>> = {
  empty: V;
  schema: S;
  send: (input: z.output<S>) => Promise<{ message: string }>;
  successDuration: number;
};

/**
 * A public form (contact, reservation): idle → submitting → idle after a notification;
 * cleared after a success. Fields are marked inline on submit, and a field's mark clears when it changes.
 */
export function usePublicForm<S extends z.ZodType, V extends Record<string, string>>({
  empty,
  schema,
  send,
  successDuration,
}: Options<S, V>) {
  const form = useSchemaForm({
    schema,
    initial: empty,
    onValid: async (input, { reset }) => {
      const response = await send(input);
      notifySuccess(response.message, successDuration);
      reset();
    },
  });
  const inline = useInlineErrors(schema);
  const field = (key: keyof V & string) => ({
    name: key,
    value: form.values[key],
    error: inline.errors[key],
    onChange: (event: { target: { value: string } }) => {
      inline.clear(key);
      form.text(key)(event);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    inline.check(form.values, event.currentTarget);
    form.submit(event);
  };
  return { values: form.values, field, submit, sending: form.pending };
}
