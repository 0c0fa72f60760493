import { AUTH_LEVEL_NAMES, editAuthSchema, type AdminAuthentication } from '@blynd/shared';
import { FormActions } from '../../../components/admin/form-actions';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notifySuccess } from '../../../lib/toast';
import { memberName } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useEditAuth } from '../api/edit-auth';
import { levelName } from './authentications-table';

/** The levels the screen lists (docs/domain-rules.md#sign-up-levels); 11 (complete) is accepted but not listed. */
const LISTED_LEVELS = [1, 2, 4, 10] as const;

/** Sets the sign-up step the app asks for next: 1, 2, 4, 10 or 11, typed in a two-character box. */
export function EditLevelModal({ auth, onClose }: { auth: AdminAuthentication; onClose: () => void }) {
  const edit = useEditAuth();
  const name = auth.owner ? memberName(auth.owner) : auth.phone;
  const form = useSchemaForm({
    schema: editAuthSchema,
    initial: { step: String(auth.authStep) },
    toInput: (values) => ({ authId: auth._id, step: values.step }),
    busyMessage: null,
    onValid: async ({ step }) => {
      const answer = await edit.mutateAsync({ authId: auth._id, step });
      notifySuccess(answer.message);
      onClose();
    },
  });

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
      <form className="admin-form admin-form--spaced" onSubmit={form.submit} noValidate>
        <TextField
          label="Level"
          inputMode="numeric"
          maxLength={2}
          {...form.field('step')}
          name="level"
          data-autofocus
        />
        <FormActions submitLabel="Save level" pendingLabel="Saving…" pending={edit.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
