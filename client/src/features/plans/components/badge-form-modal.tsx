import {
  createBadgeOfferSchema,
  updateBadgeOfferSchema,
  type AdminBadgeOffer,
  type EarningStatus,
} from '@blynd/shared';
import { SelectField, TextField } from '../../../components/ui/field';
import { validateForm } from '../../../lib/validation';
import { useCreateBadge } from '../api/create-badge';
import { useUpdateBadge } from '../api/update-badge';
import { parseFeatures, parseNaira } from '../plan-form-values';
import { OfferEditor, type OfferCheck } from './offer-editor';

/** Creates a badge offer for a status without one, or edits an offer's price and features. */
export function BadgeFormModal({
  badge,
  statuses,
  onClose,
}: {
  badge: AdminBadgeOffer | null;
  statuses: EarningStatus[];
  onClose: () => void;
}) {
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const initial = {
    earningStatus: badge?.earningStatus ?? statuses[0] ?? '',
    price: badge ? String(badge.price) : '',
    features: badge?.features.join('\n') ?? '',
  };

  const check = (values: typeof initial): OfferCheck => {
    const input = { price: parseNaira(values.price), features: parseFeatures(values.features) };
    if (badge) {
      const checked = validateForm(updateBadgeOfferSchema, input);
      return checked.ok
        ? { ok: true, save: () => update.mutateAsync({ badgeId: badge._id, ...checked.data }) }
        : checked;
    }
    const checked = validateForm(createBadgeOfferSchema, { ...input, earningStatus: values.earningStatus });
    return checked.ok ? { ok: true, save: () => create.mutateAsync(checked.data) } : checked;
  };

  return (
    <OfferEditor
      title={badge ? `Edit the ${badge.earningStatus} badge` : 'New badge offer'}
      initial={initial}
      pending={create.isPending || update.isPending}
      submitLabel={badge ? 'Save badge' : 'Create badge offer'}
      check={check}
      onClose={onClose}
    >
      {(values, change) => (
        <>
          {!badge && (
            <SelectField
              label="Earning status"
              name="earningStatus"
              value={values.earningStatus}
              onChange={change('earningStatus')}
            >
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label="Price (naira)"
            name="price"
            inputMode="numeric"
            value={values.price}
            onChange={change('price')}
          />
        </>
      )}
    </OfferEditor>
  );
}
