import { useState, type FormEvent } from 'react';
import { AUTH_LEVEL_NAMES, type AdminAuthentication } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { Modal } from '../../components/modal';
import { adminError, adminFailure, adminSuccess } from '../../lib/admin-toast';
import { memberName } from '../../lib/format';
import { authLevelProblem, parseAuthLevel } from '../../lib/rules';
import { useEditAuth } from '../api/edit-auth';
import { levelName } from './authentications-table';

/** The levels the screen lists (SPEC §5); 11 (complete) is accepted but not listed. */
const LISTED_LEVELS = [1, 2, 4, 10] as const;

/** Sets the sign-up step the app asks for next: 1, 2, 4, 10 or 11, typed in a two-character box. */
export function EditLevelModal({ auth, onClose }: { auth: AdminAuthentication; onClose: () => void }) {
  const edit = useEditAuth();
  const [value, setValue] = useState(String(auth.authStep));
  const name = auth.owner ? memberName(auth.owner) : auth.phone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (edit.isPending) return;
    const problem = authLevelProblem(value);
    const step = parseAuthLevel(value);
    if (problem || step === null) {
      adminError(problem ?? 'Enter a valid level');
      return;
    }
    try {
      const answer = await edit.mutateAsync({ authId: auth._id, step });
      adminSuccess(answer.message);
      onClose();
    } catch (error) {
      adminFailure(error);
    }
  };

  return (
    <Modal title={`Edit level of ${name}`} onClose={onClose} size="sm" busy={edit.isPending}>
      <p>
        Now at level {auth.authStep} ({levelName(auth.authStep)}). The app asks the member for this step next.
      </p>
      <ul className="admin-levels" aria-label="Levels">
        {LISTED_LEVELS.map((level) => (
          <li key={level}>
            {level} {AUTH_LEVEL_NAMES[level].toLowerCase()}
          </li>
        ))}
      </ul>
      <form className="admin-form admin-form--spaced" onSubmit={(event) => void submit(event)} noValidate>
        <TextField label="Level" name="level" inputMode="numeric" maxLength={2} value={value} onChange={(event) => setValue(event.target.value)} data-autofocus />
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save level'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={edit.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
