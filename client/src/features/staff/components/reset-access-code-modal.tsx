import { useState, type FormEvent } from 'react';
import { resetAccessCodeSchema, type StaffMember } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { validateForm } from '../../../lib/validation';
import { useResetAccessCode } from '../api/reset-access-code';

/** A new access code (and, if wanted, password). The admin is signed out everywhere. */
export function ResetAccessCodeModal({ staff, onClose }: { staff: StaffMember; onClose: () => void }) {
  const reset = useResetAccessCode();
  const [accessCode, setAccessCode] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const checked = validateForm(resetAccessCodeSchema, { accessCode, ...(password ? { password } : {}) });
    if (!checked.ok) {
      notifyError(checked.message);
      return;
    }
    try {
      const answer = await reset.mutateAsync({ staffId: staff._id, ...checked.data });
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Modal title={`Reset access code of ${staff.fullname}`} onClose={onClose} busy={reset.isPending} role="alertdialog">
      <p>{staff.fullname} is signed out everywhere and signs in again with the new code.</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="New access code" name="accessCode" inputMode="numeric" autoComplete="off" hint="6 to 12 digits." maxLength={12} value={accessCode} onChange={(event) => setAccessCode(event.target.value)} />
        <PasswordField label="New password (optional)" name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
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
