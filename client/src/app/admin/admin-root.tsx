// The control centre's shared styles first, so a screen's own styles (loaded with it) come after them.
import '../../styles/forms.css';
import '../../components/ui/field.css';
import '../../components/layouts/admin-layout.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ConfirmProvider } from '../../components/ui/confirm-dialog';
import { useAdminSession, useSessionWatch } from '../../lib/auth/use-admin-session';
import { adminKeys } from '../../lib/query-keys';

/**
 * Everything under /control/center: the session watch (expiry, refresh, other tabs), the
 * confirmation dialog, and the clean-up of cached admin data once the session ends.
 */
export function AdminRoot() {
  useSessionWatch();
  const session = useAdminSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Another admin may sign in on this browser next; nothing of this session may show through.
    if (!session) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [session, queryClient]);

  return (
    <ConfirmProvider>
      <Outlet />
    </ConfirmProvider>
  );
}
