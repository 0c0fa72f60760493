import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useGuardedSubmit } from './use-guarded-submit';

type Options<S extends z.ZodType, V extends Record<string, string>> = {
  empty: V;
  schema: S;
  send: (input: z.output<S>) => Promise<{ message: string }>;
  successDuration: number;
};

/** The field state and submit of a public form (contact, reservation); cleared after a success. */
export function usePublicForm<S extends z.ZodType, V extends Record<string, string>>({ empty, schema, send, successDuration }: Options<S, V>) {
  const [values, setValues] = useState(empty);
  const { submit, sending } = useGuardedSubmit({ schema, send, successDuration, onSuccess: () => setValues(empty) });

  const set = (key: keyof V) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return { values, set, onSubmit, sending };
}
