import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@blynd/shared';

/** A member action answers the member as it now is: show it at once, then refresh every list. */
export function applyMemberUpdate(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueryData(['admin', 'user', user.phone], { user });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'authentications'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
}
