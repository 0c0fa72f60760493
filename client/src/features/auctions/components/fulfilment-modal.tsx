import { FULFILMENT_STATUSES, fulfilmentSchema, type AdminAuction } from '@blynd/shared';
import { FormActions } from '../../../components/admin/form-actions';
import { Options, SelectField, TextAreaField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useUpdateFulfilment } from '../api/admin-auctions';

export const FULFILMENT_LABELS: Record<(typeof FULFILMENT_STATUSES)[number], string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  fulfilled: 'Fulfilled',
};

/** Moves a win along: pending → contacted → fulfilled, with a note of what was arranged. */
export function FulfilmentModal({ auction, onClose }: { auction: AdminAuction; onClose: () => void }) {
  const update = useUpdateFulfilment();
  const form = useSchemaForm({
    schema: fulfilmentSchema,
    initial: { status: auction.fulfilmentStatus ?? 'pending', note: auction.fulfilmentNote ?? '' },
    busyMessage: null,
    onValid: async (data) => {
      await update.mutateAsync({ id: auction._id, ...data });
      notifySuccess('Fulfilment saved');
      onClose();
    },
  });
  return (
    <Modal title={`Fulfil ${auction.title}`} onClose={onClose} busy={form.pending}>
      <p>
        Won by <strong>{auction.winnerName ?? 'a deleted member'}</strong> for {formatCount(auction.finalPrice ?? 0)}{' '}
        tokens.
      </p>
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <SelectField
          label="Fulfilment"
          name="status"
          value={form.values.status}
          onChange={(event) => form.set('status', event.target.value as typeof form.values.status)}
          data-autofocus
        >
          <Options
            options={FULFILMENT_STATUSES.map((status) => ({ value: status, label: FULFILMENT_LABELS[status] }))}
          />
        </SelectField>
        <TextAreaField
          label="Note"
          rows={3}
          maxLength={2000}
          {...form.field('note')}
          hint="How the winner was reached, delivery or booking details."
        />
        <FormActions submitLabel="Save fulfilment" pendingLabel="Saving…" pending={form.pending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
