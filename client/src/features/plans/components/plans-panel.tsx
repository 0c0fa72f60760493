import { useState } from 'react';
import { formatNaira, type AdminPlan } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { useAdminPlans } from '../api/get-admin-plans';
import { useUpdatePlan } from '../api/update-plan';
import { FeatureList, OfferActions, SaleStatus, useSetRetired } from './offer-parts';
import { PlanFormModal } from './plan-form-modal';
import { Panel } from '../../../components/admin/panel';

export function PlansPanel() {
  const query = useAdminPlans();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const setRetired = useSetRetired(
    (plan: AdminPlan) => ({
      title: `Retire ${plan.name}?`,
      message: (
        <p>
          {plan.name} leaves the plans page and can no longer be bought. Members on it keep their current period. You
          can restore it later.
        </p>
      ),
      confirmLabel: 'Retire plan',
    }),
    (plan, retired) => update.mutateAsync({ planId: plan._id, retired }),
  );

  return (
    <Panel
      id="plans-title"
      title="Plans"
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          New plan
        </Button>
      }
    >
      <QueryState
        query={query}
        loadingLabel="Loading plans"
        isEmpty={(data) => data.plans.length === 0}
        empty="No plans yet."
      >
        {(data) => (
          <DataTable
            label="Plans"
            caption="Plans in the order the plans page shows them"
            columns={['Plan', 'Weekly', 'Monthly', 'Features', 'Status', 'Actions']}
            rows={data.plans}
            renderRow={(plan) => (
              <tr key={plan._id}>
                <th scope="row">{plan.name}</th>
                <td>{plan.isFree ? 'Free' : formatNaira(plan.weeklyPrice)}</td>
                <td>{plan.isFree ? 'Free' : formatNaira(plan.monthlyPrice)}</td>
                <td>
                  <FeatureList features={plan.features} />
                </td>
                <td>
                  <SaleStatus retired={plan.retired} />
                </td>
                <td>
                  <OfferActions
                    name={plan.name}
                    retired={plan.retired}
                    canRetire={!plan.isFree}
                    busy={update.isPending}
                    onEdit={() => setEditing(plan)}
                    onRetired={(retired) => void setRetired(plan, retired)}
                  />
                </td>
              </tr>
            )}
          />
        )}
      </QueryState>
      {editing && <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
