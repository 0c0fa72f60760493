import type { z } from 'zod';
import { notifySuccess } from './toast';
import { useSchemaForm } from './use-schema-form';

type Options<S extends z.ZodType, V extends Record<string, string>> = {
  empty: V;
  schema: S;
  send: (input: z.output<S>) => Promise<{ message: string }>;
  successDuration: number;
};

/**
 * A public form (contact, reservation), SPEC §4: idle → submitting → idle after a notification;
 * cleared after a success.
 */
export function usePublicForm<S extends z.ZodType, V extends Record<string, string>>({ empty, schema, send, successDuration }: Options<S, V>) {
  const form = useSchemaForm({
    schema,
    initial: empty,
    onValid: async (input, { reset }) => {
      const response = await send(input);
      notifySuccess(response.message, successDuration);
      reset();
    },
  });
  return { values: form.values, set: form.text, onSubmit: form.submit, sending: form.pending };
}
