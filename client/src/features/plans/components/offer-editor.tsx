import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { useInFlight } from '../../../lib/use-in-flight';

/** The values read: the first problem to show, or the request that saves them. */
export type OfferCheck = { ok: false; message: string } | { ok: true; save: () => Promise<{ message: string }> };

type FieldChange<Values> = (
  key: keyof Values & string,
) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

type OfferEditorProps<Values extends { features: string }> = {
  title: string;
  /** The typed values at the start: text, as the boxes hold it. */
  initial: Values;
  pending: boolean;
  submitLabel: string;
  check: (values: Values) => OfferCheck;
  onClose: () => void;
  /** The offer's own fields, above the features. */
  children: (values: Values, change: FieldChange<Values>) => ReactNode;
};

/**
 * The editor a plan and a badge offer share: a modal form with the offer's own fields, its features
 * (one a line), and save or cancel. A problem in the values shows as a toast and keeps the form open;
 * a save shows the server's message and closes it.
 */
export function OfferEditor<Values extends { features: string }>({
  title,
  initial,
  pending,
  submitLabel,
  check,
  onClose,
  children,
}: OfferEditorProps<Values>) {
  const { run } = useInFlight({ busyMessage: null });
  const [values, setValues] = useState(initial);
  const change: FieldChange<Values> = (key) => (event) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async () => {
    const checked = check(values);
    if (!checked.ok) return void notifyError(checked.message);
    try {
      notifySuccess((await checked.save()).message);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Modal title={title} onClose={onClose} busy={pending}>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(submit);
        }}
        noValidate
      >
        {children(values, change)}
        <TextAreaField
          label="Features"
          name="features"
          hint="One feature a line."
          value={values.features}
          onChange={change('features')}
        />
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
