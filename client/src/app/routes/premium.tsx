import { useState } from 'react';
import { Link } from 'react-router';
import { formatNaira, type BillingCycle } from '@blynd/shared';
import { PageHeader } from '../../components/ui/page-header';
import { Tag } from '../../components/ui/tag';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { usePlans } from '../../features/plans/api/get-plans';
import { CatalogueStatus } from '../../features/purchase/components/catalogue-status';
import { usePaymentCancelled } from '../../features/purchase/use-checkout-steps';
import { CycleToggle } from '../../features/plans/components/cycle-toggle';
import { PlanCard } from '../../features/plans/components/plan-card';
import { earningStatusTone } from '../../lib/earning-status';
import { useDocumentMeta } from '../../lib/use-document-meta';
import './pages.css';

export function PremiumRoute() {
  useDocumentMeta(
    'Premium plans',
    `Compare ${site.productName} Premium plans. Weekly or monthly, paid once in naira, never renewed automatically.`,
  );
  const [cycle, setCycle] = useState<BillingCycle>('weekly');
  const plans = usePlans();
  // Back from a cancelled or abandoned checkout: say so once.
  const cancelled = usePaymentCancelled();

  return (
    <>
      <PageHeader eyebrow="Premium" title="See who likes you, right away">
        <p>
          Premium shows you the people who already like you, lets you match with them straight away, removes ads and
          verifies your earning status. Pay once for a week or a month. Nothing renews automatically.
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          {cancelled && (
            <p className="payment-cancelled" role="status">
              <strong>Payment cancelled.</strong> You were not charged. Choose a plan whenever you are ready.
            </p>
          )}
          <div className="plans-head">
            <h2 id="plans-title">Choose your plan</h2>
            <CycleToggle value={cycle} onChange={setCycle} />
          </div>
          <CatalogueStatus query={plans} what="plans" />
          {plans.isSuccess && (
            <div className="plan-grid">
              {plans.data.plans.map((plan) => (
                <PlanCard key={plan._id} plan={plan} cycle={cycle} />
              ))}
            </div>
          )}
          <p className="plans-note">
            Prices are in naira and paid once through Paystack. New to {site.productName}?{' '}
            <Link to={paths.get}>Download the app</Link> first. Questions about a payment?{' '}
            <Link to={paths.support}>Contact support</Link>.
          </p>
        </div>
      </section>
      {plans.isSuccess && plans.data.verificationBadge.length > 0 && (
        <section className="section section--tint" aria-labelledby="badges-title">
          <div className="container">
            <div className="section-heading">
              <span className="eyebrow">Earning status badges</span>
              <h2 id="badges-title">Show that your status is verified</h2>
              <p className="lead">
                With a monthly plan you can add the verification badge for the earning status you chose at sign-up. It
                appears on your profile so matches know it has been checked.
              </p>
            </div>
            <div className="badge-grid">
              {plans.data.verificationBadge.map((badge) => (
                <article key={badge._id} className="badge-card" aria-labelledby={`badge-${badge._id}`}>
                  <div className="badge-card__top">
                    <h3 id={`badge-${badge._id}`} className="visually-hidden">
                      {badge.earningStatus} badge
                    </h3>
                    <Tag tone={earningStatusTone(badge.earningStatus)}>{badge.earningStatus}</Tag>
                    <span className="badge-card__price">{formatNaira(badge.price)}</span>
                  </div>
                  <ul>
                    {badge.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </article>
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
