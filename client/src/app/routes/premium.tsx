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
import { useSitePath } from '../../components/layouts/site-language';
import { usePageTexts } from './texts';
import './pages.css';

export function PremiumRoute() {
  const t = usePageTexts();
  const to = useSitePath();
  const product = { product: site.productName };
  useDocumentMeta(t('premiumTitle'), t('premiumDescription', product));
  const [cycle, setCycle] = useState<BillingCycle>('weekly');
  const plans = usePlans();
  // Back from a cancelled or abandoned checkout: say so once.
  const cancelled = usePaymentCancelled();

  return (
    <>
      <PageHeader eyebrow={t('premiumEyebrow')} title={t('premiumHeading')}>
        <p>{t('premiumIntro')}</p>
      </PageHeader>
      <section className="section" aria-labelledby="plans-title">
        <div className="container">
          {cancelled && (
            <p className="payment-cancelled" role="status">
              <strong>{t('paymentCancelled')}</strong> {t('notChargedPlan')}
            </p>
          )}
          <div className="plans-head">
            <h2 id="plans-title">{t('choosePlan')}</h2>
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
            {t('plansNote', product)} <Link to={to(paths.get)}>{t('downloadTheApp')}</Link> {t('firstQuestions')}{' '}
            <Link to={to(paths.support)}>{t('contactSupport')}</Link>.
          </p>
        </div>
      </section>
      {plans.isSuccess && plans.data.verificationBadge.length > 0 && (
        <section className="section section--tint" aria-labelledby="badges-title">
          <div className="container">
            <div className="section-heading">
              <span className="eyebrow">{t('badgesEyebrow')}</span>
              <h2 id="badges-title">{t('badgesHeading')}</h2>
              <p className="lead">{t('badgesLead')}</p>
            </div>
            <div className="badge-grid">
              {plans.data.verificationBadge.map((badge) => (
                <article key={badge._id} className="badge-card" aria-labelledby={`badge-${badge._id}`}>
                  <div className="badge-card__top">
                    <h3 id={`badge-${badge._id}`} className="visually-hidden">
                      {t('badgeName', { status: badge.earningStatus })}
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
