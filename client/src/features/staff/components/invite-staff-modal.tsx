import { ADMIN_ROLES, inviteStaffSchema } from '@blynd/shared';
import { FormActions } from '../../../components/admin/form-actions';
import { Options, SelectField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useInviteStaff } from '../api/invite-staff';

/** A new admin account: name, email, role, a first password and an access code to hand over in person. */
export function InviteStaffModal({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaff();
  const form = useSchemaForm({
    schema: inviteStaffSchema,
    initial: { fullname: '', email: '', role: 'Support', password: '', accessCode: '' },
    busyMessage: null,
    onValid: async (input) => {
      const answer = await invite.mutateAsync(input);
      notifySuccess(answer.message);
      onClose();
    },
  });
  const { field } = form;

  return (
    <Modal title="Invite staff" onClose={onClose} busy={invite.isPending}>
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <TextField label="Full name" maxLength={120} {...field('fullname')} />
        <TextField label="Email address" type="email" autoComplete="off" {...field('email')} />
        <SelectField label="Role" {...field('role')}>
          <Options options={ADMIN_ROLES} />
        </SelectField>
        <PasswordField label="First password" autoComplete="new-password" {...field('password')} />
        <TextField
          label="Access code"
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 12 digits."
          maxLength={12}
          {...field('accessCode')}
        />
        <FormActions submitLabel="Invite" pendingLabel="Inviting…" pending={invite.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
