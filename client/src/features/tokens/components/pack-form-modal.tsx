import { createTokenPackSchema, updateTokenPackSchema, type TokenPack } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
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
          <TextField
            label="Tokens"
            name="tokens"
            inputMode="numeric"
            value={form.values.tokens}
            onChange={form.text('tokens')}
          />
          <TextField
            label="Price (naira)"
            name="price"
            inputMode="numeric"
            value={form.values.price}
            onChange={form.text('price')}
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={form.pending}>
            {form.pending ? 'Saving…' : pack ? 'Save pack' : 'Create pack'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={form.pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
