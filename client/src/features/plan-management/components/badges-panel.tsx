import { useState } from 'react';
import { EARNING_STATUSES, formatNaira, type AdminBadgeOffer } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { earningStatusTone } from '../../../lib/earning-status';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { QueryState } from '../../../components/admin/query-state';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useAdminPlans } from '../api/get-admin-plans';
import { useUpdateBadge } from '../api/update-badge';
import { BadgeFormModal } from './badge-form-modal';
import { TableWrap } from '../../../components/admin/table-wrap';

/** Verification badges: one offer per earning status, sold with monthly plans. */
export function BadgesPanel() {
  const query = useAdminPlans();
  const update = useUpdateBadge();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<AdminBadgeOffer | 'new' | null>(null);
  const missing = EARNING_STATUSES.filter((status) => !query.data?.badges.some((badge) => badge.earningStatus === status));

  const setRetired = async (badge: AdminBadgeOffer, retired: boolean) => {
    if (retired) {
      const ok = await confirm({
        title: `Retire the ${badge.earningStatus} badge?`,
        message: <p>{badge.earningStatus} members will no longer be offered the badge at checkout. You can restore it later.</p>,
        confirmLabel: 'Retire badge',
      });
      if (!ok) return;
    }
    try {
      const answer = await update.mutateAsync({ badgeId: badge._id, retired });
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <section className="admin-panel" aria-labelledby="badges-title">
      <div className="admin-panel__head">
        <h2 id="badges-title">Verification badges</h2>
        {missing.length > 0 && (
          <Button size="sm" onClick={() => setEditing('new')}>
            New badge offer
          </Button>
        )}
      </div>
      <QueryState query={query} loadingLabel="Loading badges" isEmpty={(data) => data.badges.length === 0} empty="No badge offers yet.">
        {(data) => (
          <TableWrap label="Badge offers">
            <table className="admin-table">
              <caption>Badge offers by earning status</caption>
              <thead>
                <tr>
                  <th scope="col">Earning status</th>
                  <th scope="col">Price</th>
                  <th scope="col">Features</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {data.badges.map((badge) => (
                  <tr key={badge._id}>
                    <th scope="row">
                      <Tag tone={earningStatusTone(badge.earningStatus)}>{badge.earningStatus}</Tag>
                    </th>
                    <td>{formatNaira(badge.price)}</td>
                    <td>
                      <ul className="admin-list">
                        {badge.features.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    </td>
                    <td>{badge.retired ? <Tag tone="neutral">Retired</Tag> : <Tag tone="success">On sale</Tag>}</td>
                    <td>
                      <div className="admin-actions">
                        <Button variant="ghost" size="sm" onClick={() => setEditing(badge)} aria-label={`Edit the ${badge.earningStatus} badge`}>
                          Edit
                        </Button>
                        {badge.retired ? (
                          <Button variant="ghost" size="sm" onClick={() => void setRetired(badge, false)} disabled={update.isPending} aria-label={`Restore the ${badge.earningStatus} badge`}>
                            Restore
                          </Button>
                        ) : (
                          <Button size="sm" className="admin-btn--danger" onClick={() => void setRetired(badge, true)} disabled={update.isPending} aria-label={`Retire the ${badge.earningStatus} badge`}>
                            Retire
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </QueryState>
      {editing && <BadgeFormModal badge={editing === 'new' ? null : editing} statuses={missing} onClose={() => setEditing(null)} />}
    </section>
  );
}
