import { useState } from 'react';
import { createAuctionSchema, updateAuctionSchema, type AdminAuction } from '@blynd/shared';
import { FormActions } from '../../../components/admin/form-actions';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateAuction, useUpdateAuction } from '../api/admin-auctions';
import { initialValues, toAuctionInput } from '../auction-form-values';
import { AuctionImagesField } from './auction-images-field';

/** Creates an auction, or edits a draft or a scheduled one that has not started. */
export function AuctionFormModal({ auction, onClose }: { auction: AdminAuction | null; onClose: () => void }) {
  const create = useCreateAuction();
  const update = useUpdateAuction();
  const form = useSchemaForm({
    schema: auction ? updateAuctionSchema : createAuctionSchema,
    initial: initialValues(auction),
    toInput: toAuctionInput,
    busyMessage: null,
    onValid: async (data) => {
      if (auction) await update.mutateAsync({ id: auction._id, ...data });
      else await create.mutateAsync(data as Parameters<typeof create.mutateAsync>[0]);
      notifySuccess(auction ? 'Auction saved' : 'Auction created');
      onClose();
    },
  });
  const { values, field, set, pending } = form;
  const [uploading, setUploading] = useState(false);

  return (
    <Modal title={auction ? `Edit ${auction.title}` : 'New auction'} onClose={onClose} busy={pending} size="lg">
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <TextField label="Title" maxLength={120} {...field('title')} data-autofocus />
        <TextAreaField label="Description" maxLength={4000} rows={4} {...field('description')} />
        <div className="admin-form__row">
          <SelectField
            label="Kind"
            name="kind"
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as typeof values.kind)}
          >
            <option value="item">Item</option>
            <option value="experience">Experience</option>
          </SelectField>
          <SelectField
            label="Status"
            name="status"
            value={values.status}
            onChange={(event) => set('status', event.target.value as typeof values.status)}
            hint="A draft stays hidden; a scheduled auction opens for bids at its start."
          >
            <option value="draft">Draft</option>
            <option value="scheduled">Scheduled</option>
          </SelectField>
        </div>
        <AuctionImagesField
          images={values.images}
          onChange={(images) => set('images', images)}
          onBusyChange={setUploading}
        />
        <div className="admin-form__row">
          <TextField label="Starting bid (tokens)" inputMode="numeric" {...field('startingBid')} />
          <TextField label="Increment (tokens)" inputMode="numeric" {...field('increment')} />
          <TextField
            label="Reserve (tokens, optional)"
            inputMode="numeric"
            {...field('reserve')}
            hint="Hidden from members; below it, no sale."
          />
        </div>
        <div className="admin-form__row">
          <TextField label="Starts" type="datetime-local" {...field('startsAt')} />
          <TextField label="Ends" type="datetime-local" {...field('endsAt')} />
        </div>
        <div className="admin-form__row">
          <TextField
            label="Soft close (seconds)"
            inputMode="numeric"
            {...field('softCloseSeconds')}
            hint="A bid this close to the end moves the end this far out."
          />
          <TextField
            label="Longest extension (seconds)"
            inputMode="numeric"
            {...field('maxExtensionSeconds')}
            hint="The end never moves further than this past the first end."
          />
        </div>
        <FormActions
          submitLabel={uploading ? 'Uploading images…' : auction ? 'Save auction' : 'Create auction'}
          pendingLabel="Saving…"
          pending={pending}
          blocked={uploading}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
