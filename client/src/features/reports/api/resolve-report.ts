import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, resolveReportResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';

/** PATCH /reports/{id}: an open report becomes actioned or dismissed, with the moderator's note. */
export const resolveReport = ({ id, status, note }: { id: string; status: 'actioned' | 'dismissed'; note: string }) =>
  adminApi(`${ADMIN_API_BASE}/reports/${encodeURIComponent(id)}`, resolveReportResponseSchema, { method: 'PATCH', body: { status, note } });

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
