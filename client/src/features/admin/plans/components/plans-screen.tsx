import { ScreenHeader } from '../../components/screen-header';
import { BadgesPanel } from './badges-panel';
import { PlansPanel } from './plans-panel';

/** Plans and verification badge offers, as sold on /premium and at checkout. */
export function PlansScreen() {
  return (
    <>
      <ScreenHeader title="Plans" intro="Prices and features of the Premium plans and the earning-status badges. Changes show on the plans page at once." />
      <PlansPanel />
      <BadgesPanel />
    </>
  );
}
