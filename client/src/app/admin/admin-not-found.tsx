import { ButtonLink } from '../../components/ui/button';
import { ScreenHeader } from '../../features/admin/components/screen-header';
import { adminPaths } from '../../features/admin/lib/admin-paths';

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
