import { ScreenHeader } from '../../../components/admin/screen-header';
import { BadgesPanel } from './badges-panel';
import { PlansPanel } from './plans-panel';
import './plan-management.css';

/** Plans and verification badge offers, as sold on /premium and at checkout. */
export function PlansScreen() {
  return (
    <>
      <ScreenHeader
        title="Plans"
        intro="Prices and features of the Premium plans and the earning-status badges. Changes show on the plans page at once."
      />
      <PlansPanel />
      <BadgesPanel />
    </>
  );
}
