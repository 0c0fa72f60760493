import { AD_SLOT_KEYS, AD_SLOT_LABELS } from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { useAdSlots } from '../api/get-ad-slots';
import { AdSlotCard } from './ad-slot-card';
import { Panel } from '../../../components/admin/panel';

export function AdSlotsPanel() {
  const query = useAdSlots();
  return (
    <Panel id="ad-slots-title" title="Slots">
      <p className="admin-cell-muted">
        A slot with a live ad shows as Unavailable on the advertising page; an open slot shows as Available.
      </p>
      <QueryState query={query} loadingLabel="Loading slots">
        {({ adSlotSet }) => (
          <div className="admin-columns">
            {AD_SLOT_KEYS.map((key) => (
              <AdSlotCard
                key={`${key}-${JSON.stringify(adSlotSet[key])}`}
                slotKey={key}
                label={AD_SLOT_LABELS[key]}
                slot={adSlotSet[key]}
              />
            ))}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
