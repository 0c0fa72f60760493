import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { Outlet } from 'react-router';
import { useAdminSession, useSessionWatch } from '../../features/admin/auth/use-admin-session';
import { ConfirmProvider } from '../../features/admin/components/confirm-dialog';
import { setSessionEndedListener } from '../../features/admin/lib/admin-api';
import { ADMIN_TOAST_MS } from '../../features/admin/lib/admin-toast';
import { loadSonner } from '../../lib/toast';
import '../../styles/forms.css';
import '../../components/ui/field.css';
import '../../features/admin/components/admin.css';

/**
 * Everything under /control/center: the session watch (expiry, other tabs), the confirmation
 * dialog, and the clean-up of cached admin data once the session ends.
 */
export function AdminRoot() {
  useSessionWatch();
  const session = useAdminSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    // The control centre toasts through sonner's own `toast`, so the lazily mounted toaster must be there.
    loadSonner().catch(() => undefined);
    setSessionEndedListener((message) => toast.error(message, { id: 'admin-session-ended', duration: ADMIN_TOAST_MS.error }));
    return () => setSessionEndedListener(() => undefined);
  }, []);

  useEffect(() => {
    // Another admin may sign in on this browser next; nothing of this session may show through.
    if (!session) queryClient.removeQueries({ queryKey: ['admin'] });
  }, [session, queryClient]);

  return (
    <ConfirmProvider>
      <Outlet />
    </ConfirmProvider>
  );
}
