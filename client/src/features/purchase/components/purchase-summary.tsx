import { useState } from 'react';
import {
  formatNaira,
  MESSAGES,
  planPrice,
  purchaseTotal,
  type BadgeOffer,
  type BillingCycle,
  type ConfirmedDetails,
  type Plan,
} from '@blynd/shared';
import { CheckIcon } from '../../../components/artwork/check-icon';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { CYCLE_NAME, CYCLE_SUFFIX } from '../../../lib/pricing';
import { useInitiatePayment } from '../api/initiate-payment';
import { offeredBadge } from '../purchase-rules';
import { usePaymentStart } from '../use-payment-start';
import { BadgeOfferCard } from './badge-offer-card';
import { MemberCard } from './member-card';
import './purchase.css';

type Props = {
  member: ConfirmedDetails;
  plan: Plan;
  cycle: BillingCycle;
  badges: readonly BadgeOffer[];
  onChangeDetails: () => void;
  /** Full-page navigation to the payment page; replaceable in tests. */
  navigateTo?: (url: string) => void;
};

export function PurchaseSummary({
  member,
  plan,
  cycle,
  badges,
  onChangeDetails,
  navigateTo = (url) => window.location.assign(url),
}: Props) {
  const badge = offeredBadge(badges, member, cycle);
  const [badgePicked, setBadgePicked] = useState(false);
  const initiate = useInitiatePayment();

  const includedBadge = badge && badgePicked ? badge : null;
  const total = purchaseTotal(plan, cycle, includedBadge);
  const { email, setEmail, emailError, busy, onProceed } = usePaymentStart({
    member,
    starting: initiate.isPending,
    refused: member.isPremium,
    onChangeDetails,
    navigateTo,
    start: (confirmedEmail) =>
      initiate.mutateAsync({
        token: member.token,
        body: {
          userId: member.userId,
          plan: plan.name,
          amount: total,
          email: confirmedEmail,
          includeBadge: !!includedBadge,
          badge: includedBadge?.earningStatus ?? null,
          billingType: cycle,
        },
      }),
  });

  return (
    <div className="purchase-layout">
      <div className="purchase-card">
        <span className="purchase-step">Step 2 of 2</span>
        <h2>Review your order</h2>
        <MemberCard member={member} />
        <button type="button" className="link-button" onClick={onChangeDetails}>
          Not you? Change details
        </button>
        <section className="order-plan" aria-labelledby="order-plan-title">
          <div className="order-plan__head">
            <h3 id="order-plan-title">{plan.name}</h3>
            <span className="order-plan__price">
              {formatNaira(planPrice(plan, cycle))}
              <small>{CYCLE_SUFFIX[cycle]}</small>
            </span>
          </div>
          <p className="order-plan__cycle">{CYCLE_NAME[cycle]} plan · one payment, no automatic renewal</p>
          <ul className="order-plan__features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                {feature}
              </li>
            ))}
          </ul>
        </section>
        {badge && (
          <BadgeOfferCard badge={badge} picked={badgePicked} onToggle={() => setBadgePicked((value) => !value)} />
        )}
      </div>

      <form className="purchase-card order-total" onSubmit={onProceed} noValidate aria-labelledby="order-total-title">
        <h2 id="order-total-title">Order summary</h2>
        <dl className="order-lines">
          <div>
            <dt>
              {plan.name} ({CYCLE_NAME[cycle]})
            </dt>
            <dd>{formatNaira(planPrice(plan, cycle))}</dd>
          </div>
          {includedBadge && (
            <div>
              <dt>{includedBadge.earningStatus} verification badge</dt>
              <dd>{formatNaira(includedBadge.price)}</dd>
            </div>
          )}
          <div className="order-lines__total">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatNaira(total)}</dd>
          </div>
        </dl>
        <TextField
          label="Confirm your email address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          disabled={member.isPremium}
          hint={
            member.email
              ? `Type the full address on your profile (${member.email}). Your receipt goes there.`
              : 'Your receipt goes to this address.'
          }
        />
        <Button type="submit" size="lg" block disabled={member.isPremium || busy}>
          {busy && <Spinner size={18} light />}
          {member.isPremium ? MESSAGES.alreadyPremium : busy ? 'Starting payment...' : 'Proceed to Payment'}
        </Button>
        {member.isPremium && (
          <p className="order-total__note">Your Premium is active. You can buy again once the current period ends.</p>
        )}
        <ButtonLink to={paths.premium} variant="ghost" block>
          Cancel
        </ButtonLink>
        <p className="order-total__note">
          Payments are processed securely by Paystack. Purchases are final and do not renew automatically.
        </p>
      </form>
    </div>
  );
}
