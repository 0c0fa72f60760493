import { ScreenHeader } from '../../../components/admin/screen-header';
import { AdSettings } from './ad-settings';
import { AdSlotsPanel } from './ad-slots-panel';
import { ReservationsPanel } from './reservations-panel';

/** Ads: the slot set the advertising page shows, and the reservations businesses sent. */
export function AdsScreen() {
  return (
    <>
      <ScreenHeader
        title="Ads"
        intro="Which ad slots are taken, what they show, and the businesses waiting for an answer."
      />
      <AdSettings />
      <AdSlotsPanel />
      <ReservationsPanel />
    </>
  );
}
