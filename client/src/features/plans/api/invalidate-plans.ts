import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, publicKeys } from '../../../lib/query-keys';

/** Plans and badges show in the control centre, the subscription form and the public /premium page. */
export function invalidatePlans(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.plans });
  void queryClient.invalidateQueries({ queryKey: adminKeys.planOptions });
  void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
  void queryClient.invalidateQueries({ queryKey: publicKeys.plans });
}
