import { createTokenPackSchema, updateTokenPackSchema, type TokenPack } from '@blynd/shared';
import { FormActions } from '../../../components/admin/form-actions';
import { TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { parseWhole } from '../../../lib/whole-number';
import { useCreateTokenPack, useUpdateTokenPack } from '../api/admin-tokens';

/** Creates a pack, or edits one; the website sells it at this price at once. */
export function PackFormModal({ pack, onClose }: { pack: TokenPack | null; onClose: () => void }) {
  const create = useCreateTokenPack();
  const update = useUpdateTokenPack();
  const form = useSchemaForm({
    schema: pack ? updateTokenPackSchema : createTokenPackSchema,
    initial: { name: pack?.name ?? '', tokens: pack ? String(pack.tokens) : '', price: pack ? String(pack.price) : '' },
    toInput: (values) => ({ name: values.name, tokens: parseWhole(values.tokens), price: parseWhole(values.price) }),
    busyMessage: null,
    onValid: async (data) => {
      if (pack) await update.mutateAsync({ packId: pack._id, ...data });
      else await create.mutateAsync(data as Parameters<typeof create.mutateAsync>[0]);
      notifySuccess(pack ? 'Token pack saved' : 'Token pack created');
      onClose();
    },
  });
  return (
    <Modal title={pack ? `Edit ${pack.name}` : 'New token pack'} onClose={onClose} busy={form.pending}>
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <TextField
          label="Name"
          name="name"
          maxLength={60}
          value={form.values.name}
          onChange={form.text('name')}
          data-autofocus
        />
        <div className="admin-form__row">
          <TextField label="Tokens" inputMode="numeric" {...form.field('tokens')} />
          <TextField label="Price (naira)" inputMode="numeric" {...form.field('price')} />
        </div>
        <FormActions
          submitLabel={pack ? 'Save pack' : 'Create pack'}
          pendingLabel="Saving…"
          pending={form.pending}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
