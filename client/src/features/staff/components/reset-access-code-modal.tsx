import { resetAccessCodeSchema, type StaffMember } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useResetAccessCode } from '../api/reset-access-code';

/** A new access code (and, if wanted, password). The admin is signed out everywhere. */
export function ResetAccessCodeModal({ staff, onClose }: { staff: StaffMember; onClose: () => void }) {
  const reset = useResetAccessCode();
  const form = useSchemaForm({
    schema: resetAccessCodeSchema,
    initial: { accessCode: '', password: '' },
    // The password is optional: left empty, it is not sent.
    toInput: ({ accessCode, password }) => ({ accessCode, ...(password ? { password } : {}) }),
    busyMessage: null,
    onValid: async (input) => {
      const answer = await reset.mutateAsync({ staffId: staff._id, ...input });
      notifySuccess(answer.message);
      onClose();
    },
  });

  return (
    <Modal title={`Reset access code of ${staff.fullname}`} onClose={onClose} busy={reset.isPending} role="alertdialog">
      <p>{staff.fullname} is signed out everywhere and signs in again with the new code.</p>
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <TextField
          label="New access code"
          name="accessCode"
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 12 digits."
          maxLength={12}
          value={form.values.accessCode}
          onChange={form.text('accessCode')}
        />
        <PasswordField
          label="New password (optional)"
          name="password"
          autoComplete="new-password"
          value={form.values.password}
          onChange={form.text('password')}
        />
        <div className="admin-form__actions">
          <Button type="submit" size="sm" className="admin-btn--danger" disabled={reset.isPending}>
            {reset.isPending ? 'Resetting…' : 'Reset access code'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={reset.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
