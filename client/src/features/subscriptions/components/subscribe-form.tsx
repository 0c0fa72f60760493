import { useState } from 'react';
import {
  activateSubscriptionSchema,
  formatNaira,
  isBadgeOffered,
  isFreePlan,
  planPrice,
  purchaseTotal,
  type AdminUser,
  type BillingCycle,
} from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/admin/query-state';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { memberName } from '../../../lib/format';
import { useInFlight } from '../../../lib/use-in-flight';
import { validateForm } from '../../../lib/validation';
import { useActivateSubscription, type ActivationRequest } from '../api/activate-subscription';
import { usePlanOptions } from '../api/get-plan-options';

/** The subscription view shows up to 5 features per plan. */
export const FEATURES_SHOWN = 5;

type Mode = 'plan' | 'reference';

/** Subscribe by reference code, or by plan with a monthly or weekly cycle and an optional badge. */
export function SubscribeForm({ user }: { user: AdminUser }) {
  const options = usePlanOptions();
  const activate = useActivateSubscription();
  const confirm = useConfirm();
  const { run } = useInFlight({ busyMessage: null });
  const [mode, setMode] = useState<Mode>('plan');
  const [reference, setReference] = useState('');
  const [planName, setPlanName] = useState('');
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [includeBadge, setIncludeBadge] = useState(false);
  const name = memberName(user);

  const plans = (options.data?.plans ?? []).filter((plan) => !isFreePlan(plan));
  const plan = plans.find((item) => item.name === planName) ?? null;
  const badge = options.data?.verificationBadge.find((item) => isBadgeOffered(item, user, cycle)) ?? null;
  const withBadge = includeBadge && badge !== null;

  const submit = async () => {
    const request: ActivationRequest =
      mode === 'reference'
        ? { userId: user._id, reference: reference.trim() }
        : { userId: user._id, plan: planName, billingType: cycle, includeBadge: withBadge };
    const checked = validateForm(activateSubscriptionSchema, request);
    if (!checked.ok) {
      notifyError(checked.message);
      return;
    }
    const ok = await confirm({
      title: 'Activate Premium?',
      message:
        mode === 'reference' ? (
          <p>
            The payment with reference <strong>{reference.trim()}</strong> will be checked and, if it went through,{' '}
            {name} becomes Premium.
          </p>
        ) : (
          <p>
            {name} gets <strong>{planName}</strong> {cycle}
            {withBadge ? ` with the ${badge.earningStatus} badge` : ''}
            {plan
              ? ` (${formatNaira(purchaseTotal(plan, cycle, withBadge ? badge : null))}, recorded as activated by you)`
              : ''}
            .
          </p>
        ),
      confirmLabel: 'Activate',
      tone: 'primary',
    });
    if (!ok) return;
    try {
      const answer = await activate.mutateAsync(request);
      notifySuccess(answer.message);
      setReference('');
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <form
      className="admin-form admin-form--spaced"
      onSubmit={(event) => {
        event.preventDefault();
        void run(submit);
      }}
      noValidate
      aria-busy={activate.isPending}
    >
      <fieldset className="admin-fieldset">
        <legend>Subscribe with</legend>
        <label className="admin-check">
          <input type="radio" name="mode" value="plan" checked={mode === 'plan'} onChange={() => setMode('plan')} />A
          plan
        </label>
        <label className="admin-check">
          <input
            type="radio"
            name="mode"
            value="reference"
            checked={mode === 'reference'}
            onChange={() => setMode('reference')}
          />
          A payment reference code
        </label>
      </fieldset>
      {mode === 'reference' ? (
        <TextField
          label="Reference code"
          name="reference"
          hint="The Paystack reference of a payment the member made."
          maxLength={100}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      ) : (
        <QueryState
          query={options}
          loadingLabel="Loading plans"
          isEmpty={() => plans.length === 0}
          empty="There are no paid plans on sale."
        >
          {() => (
            <>
              <fieldset className="admin-fieldset">
                <legend>Billing cycle</legend>
                {(['monthly', 'weekly'] as const).map((value) => (
                  <label key={value} className="admin-check admin-capitalize">
                    <input
                      type="radio"
                      name="cycle"
                      value={value}
                      checked={cycle === value}
                      onChange={() => setCycle(value)}
                    />
                    {value}
                  </label>
                ))}
              </fieldset>
              <fieldset className="admin-plan-choice">
                <legend className="field__label">Plan</legend>
                {plans.map((item) => (
                  <label key={item._id} className="admin-plan-option">
                    <span className="admin-plan-option__head">
                      <input
                        type="radio"
                        name="plan"
                        value={item.name}
                        checked={planName === item.name}
                        onChange={() => setPlanName(item.name)}
                        aria-labelledby={`plan-${item._id}-name`}
                        aria-describedby={`plan-${item._id}-features`}
                      />
                      <span id={`plan-${item._id}-name`}>
                        {item.name}{' '}
                        <span className="admin-meta admin-inline">
                          {formatNaira(planPrice(item, cycle))}/{cycle === 'weekly' ? 'wk' : 'mo'}
                        </span>
                      </span>
                    </span>
                    <ul id={`plan-${item._id}-features`}>
                      {item.features.slice(0, FEATURES_SHOWN).map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  </label>
                ))}
              </fieldset>
              {badge ? (
                <label className="admin-check">
                  <input
                    type="checkbox"
                    name="includeBadge"
                    checked={includeBadge}
                    onChange={(event) => setIncludeBadge(event.target.checked)}
                  />
                  Include the {badge.earningStatus} verification badge (+{formatNaira(badge.price)})
                </label>
              ) : (
                <p className="admin-cell-muted">
                  {user.isPremium
                    ? 'No badge: the member is already Premium.'
                    : cycle === 'weekly'
                      ? 'Badges come with monthly plans only.'
                      : `No badge is offered for ${user.earningStatus}.`}
                </p>
              )}
              {plan && (
                <p>
                  Total: <strong>{formatNaira(purchaseTotal(plan, cycle, withBadge ? badge : null))}</strong>
                </p>
              )}
            </>
          )}
        </QueryState>
      )}
      <div className="admin-form__actions">
        <Button type="submit" disabled={activate.isPending}>
          {activate.isPending ? 'Activating…' : 'Subscribe member'}
        </Button>
      </div>
    </form>
  );
}
