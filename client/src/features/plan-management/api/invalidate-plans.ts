import type { QueryClient } from '@tanstack/react-query';

/** Plans and badges show in the control centre, the subscription form and the public /premium page. */
export function invalidatePlans(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'plan-options'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['public', 'plans'] });
}
