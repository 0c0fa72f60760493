import { useState } from 'react';
import { EARNING_STATUSES, formatNaira, type AdminBadgeOffer } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { earningStatusTone } from '../../../lib/earning-status';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { useAdminPlans } from '../api/get-admin-plans';
import { useUpdateBadge } from '../api/update-badge';
import { BadgeFormModal } from './badge-form-modal';
import { FeatureList, OfferActions, SaleStatus, useSetRetired } from './offer-parts';
import { Panel } from '../../../components/admin/panel';

/** Verification badges: one offer per earning status, sold with monthly plans. */
export function BadgesPanel() {
  const query = useAdminPlans();
  const update = useUpdateBadge();
  const [editing, setEditing] = useState<AdminBadgeOffer | 'new' | null>(null);
  const missing = EARNING_STATUSES.filter(
    (status) => !query.data?.badges.some((badge) => badge.earningStatus === status),
  );
  const setRetired = useSetRetired(
    (badge: AdminBadgeOffer) => ({
      title: `Retire the ${badge.earningStatus} badge?`,
      message: (
        <p>{badge.earningStatus} members will no longer be offered the badge at checkout. You can restore it later.</p>
      ),
      confirmLabel: 'Retire badge',
    }),
    (badge, retired) => update.mutateAsync({ badgeId: badge._id, retired }),
  );

  return (
    <Panel
      id="badges-title"
      title="Verification badges"
      actions={
        missing.length > 0 && (
          <Button size="sm" onClick={() => setEditing('new')}>
            New badge offer
          </Button>
        )
      }
    >
      <QueryState
        query={query}
        loadingLabel="Loading badges"
        isEmpty={(data) => data.badges.length === 0}
        empty="No badge offers yet."
      >
        {(data) => (
          <DataTable
            label="Badge offers"
            caption="Badge offers by earning status"
            columns={['Earning status', 'Price', 'Features', 'Status', 'Actions']}
            rows={data.badges}
            renderRow={(badge) => (
              <tr key={badge._id}>
                <th scope="row">
                  <Tag tone={earningStatusTone(badge.earningStatus)}>{badge.earningStatus}</Tag>
                </th>
                <td>{formatNaira(badge.price)}</td>
                <td>
                  <FeatureList features={badge.features} />
                </td>
                <td>
                  <SaleStatus retired={badge.retired} />
                </td>
                <td>
                  <OfferActions
                    name={`the ${badge.earningStatus} badge`}
                    retired={badge.retired}
                    busy={update.isPending}
                    onEdit={() => setEditing(badge)}
                    onRetired={(retired) => void setRetired(badge, retired)}
                  />
                </td>
              </tr>
            )}
          />
        )}
      </QueryState>
      {editing && (
        <BadgeFormModal
          badge={editing === 'new' ? null : editing}
          statuses={missing}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}
