import { ADMIN_ROLES, inviteStaffSchema } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
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
  const { values, text: set } = form;

  return (
    <Modal title="Invite staff" onClose={onClose} busy={invite.isPending}>
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <TextField
          label="Full name"
          name="fullname"
          maxLength={120}
          value={values.fullname}
          onChange={set('fullname')}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
        />
        <SelectField label="Role" name="role" value={values.role} onChange={set('role')}>
          {ADMIN_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </SelectField>
        <PasswordField
          label="First password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <TextField
          label="Access code"
          name="accessCode"
          inputMode="numeric"
          autoComplete="off"
          hint="6 to 12 digits."
          maxLength={12}
          value={values.accessCode}
          onChange={set('accessCode')}
        />
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting…' : 'Invite'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
