import { useState } from 'react';
import { createBadgeOfferSchema, updateBadgeOfferSchema, type AdminBadgeOffer, type EarningStatus } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { useInFlight } from '../../../lib/use-in-flight';
import { validateForm } from '../../../lib/validation';
import { useCreateBadge } from '../api/create-badge';
import { useUpdateBadge } from '../api/update-badge';
import { parseFeatures, parseNaira } from '../plan-form-values';

/** Creates a badge offer for a status without one, or edits an offer's price and features. */
export function BadgeFormModal({ badge, statuses, onClose }: { badge: AdminBadgeOffer | null; statuses: EarningStatus[]; onClose: () => void }) {
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const pending = create.isPending || update.isPending;
  const { run } = useInFlight({ busyMessage: null });
  const [values, setValues] = useState({
    earningStatus: badge?.earningStatus ?? statuses[0] ?? '',
    price: badge ? String(badge.price) : '',
    features: badge?.features.join('\n') ?? '',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async () => {
    const input = { price: parseNaira(values.price), features: parseFeatures(values.features) };
    try {
      if (badge) {
        const checked = validateForm(updateBadgeOfferSchema, input);
        if (!checked.ok) return void notifyError(checked.message);
        notifySuccess((await update.mutateAsync({ badgeId: badge._id, ...checked.data })).message);
      } else {
        const checked = validateForm(createBadgeOfferSchema, { ...input, earningStatus: values.earningStatus });
        if (!checked.ok) return void notifyError(checked.message);
        notifySuccess((await create.mutateAsync(checked.data)).message);
      }
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Modal title={badge ? `Edit the ${badge.earningStatus} badge` : 'New badge offer'} onClose={onClose} busy={pending}>
      <form className="admin-form" onSubmit={(event) => {
          event.preventDefault();
          void run(submit);
        }} noValidate>
        {!badge && (
          <SelectField label="Earning status" name="earningStatus" value={values.earningStatus} onChange={set('earningStatus')}>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
        )}
        <TextField label="Price (naira)" name="price" inputMode="numeric" value={values.price} onChange={set('price')} />
        <TextAreaField label="Features" name="features" hint="One feature a line." value={values.features} onChange={set('features')} />
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? 'Saving…' : badge ? 'Save badge' : 'Create badge offer'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
