import { resetAccessCodeSchema, type StaffMember } from '@blynd/shared';
import { FormActions } from '../../../components/admin/form-actions';
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
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 12 digits."
          maxLength={12}
          {...form.field('accessCode')}
        />
        <PasswordField label="New password (optional)" autoComplete="new-password" {...form.field('password')} />
        <FormActions
          submitLabel="Reset access code"
          pendingLabel="Resetting…"
          pending={reset.isPending}
          onCancel={onClose}
          danger
        />
      </form>
    </Modal>
  );
}
