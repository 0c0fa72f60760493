import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { notifyError, notifyFailure } from './toast';
import { useInFlight } from './use-in-flight';
import { validateForm } from './validation';

type Options<S extends z.ZodType, V extends Record<string, unknown>> = {
  /** The shared schema the server applies to the same request. */
  schema: S;
  initial: V;
  /** What the schema checks, when the request holds more or other than the fields (ids, trimmed parts). */
  toInput?: (values: V) => unknown;
  /** Sends the checked request; a throw is reported as a toast with the server's words. */
  onValid: (data: z.output<S>, form: { reset: () => void }) => Promise<void>;
  busyMessage?: string | null;
};

/** The fields that hold text, which a text box can show and change. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** The yes/no fields, which a checkbox can show and change. */
type FlagKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * The client's form layer (decision 0030): field state, a check with the shared zod schema whose
 * headline problem (missing before malformed) is a toast, one request at a time, and the server's
 * error as a toast. Public and control-centre forms alike.
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>({
  schema,
  initial,
  toInput,
  onValid,
  busyMessage,
}: Options<S, V>) {
  const [values, setValues] = useState(initial);
  const { run, pending, busy } = useInFlight({ busyMessage });
  const reset = () => setValues(initial);

  const set = <K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value }));
  /** onChange for a text box or text area. */
  const text = (key: keyof V) => (event: { target: { value: string } }) => set(key, event.target.value as V[keyof V]);
  /** A text box or text area bound to a field: `<TextField label="…" {...form.field('email')} />`. */
  const field = (key: TextKey<V>) => ({ name: key, value: values[key] as string, onChange: text(key) });
  /** A checkbox bound to a yes/no field: `<CheckboxField label="…" {...form.checkbox('isEmail')} />`. */
  const checkbox = (key: FlagKey<V>) => ({
    name: key,
    checked: values[key] as boolean,
    onChange: (event: { target: { checked: boolean } }) => set(key, event.target.checked as V[typeof key]),
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    // While a request is in flight, `run` refuses with the busy message; only then is the form checked,
    // so a rejected form never flips the button to its busy label.
    if (busy()) return void run(async () => undefined);
    const checked = validateForm(schema, toInput ? toInput(values) : values);
    if (!checked.ok) {
      notifyError(checked.message);
      return;
    }
    void run(async () => {
      try {
        await onValid(checked.data, { reset });
      } catch (error) {
        notifyFailure(error);
      }
    });
  };

  return { values, set, text, field, checkbox, submit, pending, reset };
}
