import type { QueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@blynd/shared';
import { adminKeys } from '../query-keys';

/** A member action answers the member as it now is: show it at once, then refresh every list. */
export function applyMemberUpdate(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueryData(adminKeys.user.byPhone(user.phone), { user });
  void queryClient.invalidateQueries({ queryKey: adminKeys.users.all });
  void queryClient.invalidateQueries({ queryKey: adminKeys.authentications.all });
  void queryClient.invalidateQueries({ queryKey: adminKeys.reports.all });
}
