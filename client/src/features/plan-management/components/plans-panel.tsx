import { useState } from 'react';
import { formatNaira, type AdminPlan } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/admin/query-state';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useAdminPlans } from '../api/get-admin-plans';
import { useUpdatePlan } from '../api/update-plan';
import { PlanFormModal } from './plan-form-modal';
import { TableWrap } from '../../../components/admin/table-wrap';

export function PlansPanel() {
  const query = useAdminPlans();
  const update = useUpdatePlan();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);

  const setRetired = async (plan: AdminPlan, retired: boolean) => {
    if (retired) {
      const ok = await confirm({
        title: `Retire ${plan.name}?`,
        message: <p>{plan.name} leaves the plans page and can no longer be bought. Members on it keep their current period. You can restore it later.</p>,
        confirmLabel: 'Retire plan',
      });
      if (!ok) return;
    }
    try {
      const answer = await update.mutateAsync({ planId: plan._id, retired });
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="plans-title">
      <div className="admin-panel__head">
        <h2 id="plans-title">Plans</h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          New plan
        </Button>
      </div>
      <QueryState query={query} loadingLabel="Loading plans" isEmpty={(data) => data.plans.length === 0} empty="No plans yet.">
        {(data) => (
          <TableWrap label="Plans">
            <table className="admin-table">
              <caption>Plans in the order the plans page shows them</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">Weekly</th>
                  <th scope="col">Monthly</th>
                  <th scope="col">Features</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.plans.map((plan) => (
                  <tr key={plan._id}>
                    <th scope="row">{plan.name}</th>
                    <td>{plan.isFree ? 'Free' : formatNaira(plan.weeklyPrice)}</td>
                    <td>{plan.isFree ? 'Free' : formatNaira(plan.monthlyPrice)}</td>
                    <td>
                      <ul className="admin-list">
                        {plan.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    </td>
                    <td>{plan.retired ? <Tag tone="neutral">Retired</Tag> : <Tag tone="success">On sale</Tag>}</td>
                    <td>
                      <div className="admin-actions">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name}`}>
                          Edit
                        </Button>
                        {!plan.isFree &&
                          (plan.retired ? (
                            <Button variant="ghost" size="sm" onClick={() => void setRetired(plan, false)} disabled={update.isPending} aria-label={`Restore ${plan.name}`}>
                              Restore
                            </Button>
                          ) : (
                            <Button size="sm" className="admin-btn--danger" onClick={() => void setRetired(plan, true)} disabled={update.isPending} aria-label={`Retire ${plan.name}`}>
                              Retire
                            </Button>
                          ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </QueryState>
      {editing && <PlanFormModal plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
