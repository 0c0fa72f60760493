import { useState } from 'react';
import { createPlanSchema, updatePlanSchema, type AdminPlan } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { useInFlight } from '../../../lib/use-in-flight';
import { validateForm } from '../../../lib/validation';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { parseFeatures, parseNaira } from '../plan-form-values';

/** Creates a plan, or edits one. The Free plan keeps its name and zero prices; only its features change. */
export function PlanFormModal({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const pending = create.isPending || update.isPending;
  const { run } = useInFlight({ busyMessage: null });
  const isFree = plan?.isFree ?? false;
  const [values, setValues] = useState({
    name: plan?.name ?? '',
    weeklyPrice: plan ? String(plan.weeklyPrice) : '',
    monthlyPrice: plan ? String(plan.monthlyPrice) : '',
    features: plan?.features.join('\n') ?? '',
  });
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async () => {
    const features = parseFeatures(values.features);
    const input = isFree
      ? { features }
      : { name: values.name, weeklyPrice: parseNaira(values.weeklyPrice), monthlyPrice: parseNaira(values.monthlyPrice), features };
    const checked = plan ? validateForm(updatePlanSchema, input) : validateForm(createPlanSchema, input);
    if (!checked.ok) {
      notifyError(checked.message);
      return;
    }
    try {
      const answer = plan ? await update.mutateAsync({ planId: plan._id, ...checked.data }) : await create.mutateAsync(checked.data as Parameters<typeof create.mutateAsync>[0]);
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Modal title={plan ? `Edit ${plan.name}` : 'New plan'} onClose={onClose} busy={pending}>
      <form className="admin-form" onSubmit={(event) => {
          event.preventDefault();
          void run(submit);
        }} noValidate>
        {isFree && <p className="admin-cell-muted">The Free plan keeps its name and costs nothing; only its features can change.</p>}
        <TextField label="Name" name="name" maxLength={40} value={values.name} onChange={set('name')} disabled={isFree} />
        <div className="admin-form__row">
          <TextField label="Weekly price (naira)" name="weeklyPrice" inputMode="numeric" value={values.weeklyPrice} onChange={set('weeklyPrice')} disabled={isFree} />
          <TextField label="Monthly price (naira)" name="monthlyPrice" inputMode="numeric" value={values.monthlyPrice} onChange={set('monthlyPrice')} disabled={isFree} />
        </div>
        <TextAreaField label="Features" name="features" hint="One feature a line." value={values.features} onChange={set('features')} />
        <div className="admin-form__actions">
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? 'Saving…' : plan ? 'Save plan' : 'Create plan'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
