import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, resolveReportResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /reports/{id}: an open report becomes actioned or dismissed, with the moderator's note. */
export const resolveReport = ({ id, status, note }: { id: string; status: 'actioned' | 'dismissed'; note: string }) =>
  adminApi(`${ADMIN_API_BASE}/reports/${encodeURIComponent(id)}`, resolveReportResponseSchema, {
    method: 'PATCH',
    body: { status, note },
  });

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users.all });
    },
  });
}
