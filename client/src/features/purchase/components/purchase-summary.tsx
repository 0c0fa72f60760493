import { useState } from 'react';
import {
  formatNaira,
  MESSAGES,
  planPrice,
  purchaseTotal,
  type BadgeOffer,
  type BillingCycle,
  type Plan,
} from '@blynd/shared';
import { CheckList } from '../../../components/artwork/check-icon';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { CYCLE_NAME, CYCLE_SUFFIX } from '../../../lib/pricing';
import { useStartCheckout } from '../api/start-checkout';
import { offeredBadge } from '../purchase-rules';
import { BadgeOfferCard } from './badge-offer-card';
import { OrderItem, OrderReview, type CheckoutStepProps } from './order-review';

type Props = CheckoutStepProps & { plan: Plan; cycle: BillingCycle; badges: readonly BadgeOffer[] };

export function PurchaseSummary({ member, plan, cycle, badges, ...step }: Props) {
  const badge = offeredBadge(badges, member, cycle);
  const [badgePicked, setBadgePicked] = useState(false);
  const initiate = useStartCheckout('plan');

  const includedBadge = badge && badgePicked ? badge : null;
  const total = purchaseTotal(plan, cycle, includedBadge);
  return (
    <OrderReview
      member={member}
      item={
        <>
          <OrderItem
            id="order-plan-title"
            name={plan.name}
            price={
              <>
                {formatNaira(planPrice(plan, cycle))}
                <small>{CYCLE_SUFFIX[cycle]}</small>
              </>
            }
            terms={`${CYCLE_NAME[cycle]} plan · one payment, no automatic renewal`}
          >
            <CheckList className="order-plan__features" items={plan.features} />
          </OrderItem>
          {badge && (
            <BadgeOfferCard badge={badge} picked={badgePicked} onToggle={() => setBadgePicked((value) => !value)} />
          )}
        </>
      }
      lines={[
        { label: `${plan.name} (${CYCLE_NAME[cycle]})`, amount: planPrice(plan, cycle) },
        ...(includedBadge
          ? [{ label: `${includedBadge.earningStatus} verification badge`, amount: includedBadge.price }]
          : []),
      ]}
      total={total}
      starting={initiate.isPending}
      refusal={
        member.isPremium
          ? {
              button: MESSAGES.alreadyPremium,
              note: 'Your Premium is active. You can buy again once the current period ends.',
            }
          : undefined
      }
      cancel={
        <ButtonLink to={paths.premium} variant="ghost" block>
          Cancel
        </ButtonLink>
      }
      note="Payments are processed securely by Paystack. Purchases are final and do not renew automatically."
      {...step}
      start={(confirmedEmail) =>
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
        })
      }
    />
  );
}
