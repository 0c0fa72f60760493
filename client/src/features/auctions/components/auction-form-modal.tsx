import { useState } from 'react';
import { createAuctionSchema, updateAuctionSchema, type AdminAuction } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
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
  const { values, text, set, pending } = form;
  const [uploading, setUploading] = useState(false);

  return (
    <Modal title={auction ? `Edit ${auction.title}` : 'New auction'} onClose={onClose} busy={pending} size="lg">
      <form className="admin-form" onSubmit={form.submit} noValidate>
        <TextField
          label="Title"
          name="title"
          maxLength={120}
          value={values.title}
          onChange={text('title')}
          data-autofocus
        />
        <TextAreaField
          label="Description"
          name="description"
          maxLength={4000}
          rows={4}
          value={values.description}
          onChange={text('description')}
        />
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
          <TextField
            label="Starting bid (tokens)"
            name="startingBid"
            inputMode="numeric"
            value={values.startingBid}
            onChange={text('startingBid')}
          />
          <TextField
            label="Increment (tokens)"
            name="increment"
            inputMode="numeric"
            value={values.increment}
            onChange={text('increment')}
          />
          <TextField
            label="Reserve (tokens, optional)"
            name="reserve"
            inputMode="numeric"
            value={values.reserve}
            onChange={text('reserve')}
            hint="Hidden from members; below it, no sale."
          />
        </div>
        <div className="admin-form__row">
          <TextField
            label="Starts"
            name="startsAt"
            type="datetime-local"
            value={values.startsAt}
            onChange={text('startsAt')}
          />
          <TextField label="Ends" name="endsAt" type="datetime-local" value={values.endsAt} onChange={text('endsAt')} />
        </div>
        <div className="admin-form__row">
          <TextField
            label="Soft close (seconds)"
            name="softCloseSeconds"
            inputMode="numeric"
            value={values.softCloseSeconds}
            onChange={text('softCloseSeconds')}
            hint="A bid this close to the end moves the end this far out."
          />
          <TextField
            label="Longest extension (seconds)"
            name="maxExtensionSeconds"
            inputMode="numeric"
            value={values.maxExtensionSeconds}
            onChange={text('maxExtensionSeconds')}
            hint="The end never moves further than this past the first end."
          />
        </div>
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={pending || uploading}>
            {pending ? 'Saving…' : uploading ? 'Uploading images…' : auction ? 'Save auction' : 'Create auction'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
