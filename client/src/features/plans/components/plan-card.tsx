import { isFreePlan, type BillingCycle, type Plan } from '@blynd/shared';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { useSitePath } from '../../../components/layouts/site-language';
import { Tag } from '../../../components/ui/tag';
import { planPriceLabel, type PurchaseState } from '../../../lib/pricing';
import { buyLabel, isPopularPlan } from '../plan-display';
import { CheckList } from '../../../components/artwork/check-icon';
import './plans.css';

export function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const price = planPriceLabel(plan, cycle);
  const popular = isPopularPlan(plan);
  const free = isFreePlan(plan);
  const headingId = `plan-${plan._id}`;
  // The checkout stays in the page's language (decision 0174).
  const to = useSitePath();
  return (
    <article className={`plan-card${popular ? ' plan-card--popular' : ''}`} aria-labelledby={headingId}>
      <div className="plan-card__top">
        <h3 id={headingId}>{plan.name}</h3>
        {popular && <Tag tone="gold">Popular</Tag>}
      </div>
      <p className="plan-card__price">
        <span className="plan-card__amount">{price.amount}</span>
        {price.suffix && <span className="plan-card__suffix">{price.suffix}</span>}
      </p>
      <CheckList className="plan-card__features" items={plan.features} />
      {free ? (
        <ButtonLink to={to(paths.get)} variant="secondary" block>
          Get Started
        </ButtonLink>
      ) : (
        <ButtonLink
          to={to(paths.purchasePlan)}
          state={{ plan, cycle } satisfies PurchaseState}
          variant={popular ? 'primary' : 'secondary'}
          block
        >
          {buyLabel(plan, cycle)}
        </ButtonLink>
      )}
    </article>
  );
}
