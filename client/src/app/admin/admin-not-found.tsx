import { ButtonLink } from '../../components/ui/button';
import { ScreenHeader } from '../../components/admin/screen-header';
import { adminPaths } from '../../config/admin-screens';

export function AdminNotFound() {
  return (
    <>
      <ScreenHeader title="Screen not found" intro="There is no control centre screen at this address." />
      <ButtonLink to={adminPaths.dashboard} size="sm">
        Go to the dashboard
      </ButtonLink>
    </>
  );
}
