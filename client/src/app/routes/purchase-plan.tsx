import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isFreePlan, type ConfirmedDetails } from '@blynd/shared';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { usePlans } from '../../features/plans/api/get-plans';
import { ConfirmDetailsForm } from '../../features/purchase/components/confirm-details-form';
import { PurchaseSummary } from '../../features/purchase/components/purchase-summary';
import { readPurchaseState } from '../../features/purchase/purchase-rules';
import { useStepFocus } from '../../features/purchase/use-checkout-steps';
import { CYCLE_NAME } from '../../lib/pricing';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSitePath } from '../../components/layouts/site-language';
import { usePageTexts } from './texts';
import './pages.css';

/** Reached only from /premium with a paid plan and cycle in router state; anything else goes back there. */
export function PurchasePlanRoute() {
  const purchase = readPurchaseState(useLocation().state);
  const to = useSitePath();
  if (!purchase || isFreePlan(purchase.plan)) return <Navigate to={to(paths.premium)} replace />;
  return <PurchaseFlow {...purchase} />;
}

function PurchaseFlow({ plan: chosenPlan, cycle }: NonNullable<ReturnType<typeof readPurchaseState>>) {
  const t = usePageTexts();
  useDocumentMeta(t('buyPlanTitle', { plan: chosenPlan.name }), t('buyPlanDescription', { plan: chosenPlan.name }));
  const [member, setMember] = useState<ConfirmedDetails | null>(null);
  const plans = usePlans();
  // Current prices win over what the plans page showed; the server prices the payment either way.
  const plan = plans.data?.plans.find((candidate) => candidate._id === chosenPlan._id) ?? chosenPlan;
  const badges = plans.data?.verificationBadge ?? [];
  const stepRef = useStepFocus([member]);

  return (
    <>
      <PageHeader eyebrow={t('checkout')} title={`${plan.name} · ${CYCLE_NAME[cycle]}`}>
        <p>{t('checkoutIntro')}</p>
      </PageHeader>
      <section className="section">
        <div className="container narrow" ref={stepRef}>
          {member ? (
            <PurchaseSummary
              member={member}
              plan={plan}
              cycle={cycle}
              badges={badges}
              onChangeDetails={() => setMember(null)}
            />
          ) : (
            <ConfirmDetailsForm onConfirmed={setMember} />
          )}
        </div>
      </section>
    </>
  );
}
