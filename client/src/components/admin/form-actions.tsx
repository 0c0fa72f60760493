import { Button } from '../ui/button';

type FormActionsProps = {
  /** The submit button's text, and its text while the request runs ("Save level", "Saving…"). */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Also disables the submit button (an upload still running). */
  blocked?: boolean;
  /** A Cancel button beside it, for a form in a modal; disabled while the request runs, so its answer is seen. */
  onCancel?: () => void;
  /** The submit button in the danger colour (the action signs someone out, removes something). */
  danger?: boolean;
};

/** The control centre's form buttons: submit (disabled, with its busy text, while the request runs) and Cancel. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  blocked = false,
  onCancel,
  danger,
}: FormActionsProps) {
  return (
    <div className="admin-form__actions">
      <Button
        type="submit"
        size="sm"
        className={danger ? 'admin-btn--danger' : undefined}
        disabled={pending || blocked}
      >
        {pending ? pendingLabel : submitLabel}
      </Button>
      {onCancel && (
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      )}
    </div>
  );
}
