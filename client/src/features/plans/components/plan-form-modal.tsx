import { createPlanSchema, updatePlanSchema, type AdminPlan } from '@blynd/shared';
import { TextField } from '../../../components/ui/field';
import { validateForm } from '../../../lib/validation';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { parseFeatures, parseNaira } from '../plan-form-values';
import { OfferEditor, type OfferCheck } from './offer-editor';

/** Creates a plan, or edits one. The Free plan keeps its name and zero prices; only its features change. */
const PRICE_FIELDS = [
  { key: 'weeklyPrice', label: 'Weekly price (naira)' },
  { key: 'monthlyPrice', label: 'Monthly price (naira)' },
] as const;

export function PlanFormModal({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const isFree = plan?.isFree ?? false;
  const initial = {
    name: plan?.name ?? '',
    weeklyPrice: plan ? String(plan.weeklyPrice) : '',
    monthlyPrice: plan ? String(plan.monthlyPrice) : '',
    features: plan?.features.join('\n') ?? '',
  };

  const check = (values: typeof initial): OfferCheck => {
    const features = parseFeatures(values.features);
    const input = isFree
      ? { features }
      : {
          name: values.name,
          weeklyPrice: parseNaira(values.weeklyPrice),
          monthlyPrice: parseNaira(values.monthlyPrice),
          features,
        };
    if (plan) {
      const checked = validateForm(updatePlanSchema, input);
      return checked.ok ? { ok: true, save: () => update.mutateAsync({ planId: plan._id, ...checked.data }) } : checked;
    }
    const checked = validateForm(createPlanSchema, input);
    return checked.ok ? { ok: true, save: () => create.mutateAsync(checked.data) } : checked;
  };

  return (
    <OfferEditor
      title={plan ? `Edit ${plan.name}` : 'New plan'}
      initial={initial}
      pending={create.isPending || update.isPending}
      submitLabel={plan ? 'Save plan' : 'Create plan'}
      check={check}
      onClose={onClose}
    >
      {(values, change) => (
        <>
          {isFree && (
            <p className="admin-cell-muted">
              The Free plan keeps its name and costs nothing; only its features can change.
            </p>
          )}
          <TextField
            label="Name"
            name="name"
            maxLength={40}
            value={values.name}
            onChange={change('name')}
            disabled={isFree}
          />
          <div className="admin-form__row">
            {PRICE_FIELDS.map(({ key, label }) => (
              <TextField
                key={key}
                label={label}
                name={key}
                inputMode="numeric"
                value={values[key]}
                onChange={change(key)}
                disabled={isFree}
              />
            ))}
          </div>
        </>
      )}
    </OfferEditor>
  );
}
