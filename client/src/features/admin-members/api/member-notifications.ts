import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, adminNotificationSummarySchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';

/** GET /members/{id}/notification-preferences: the member's grid, what waits for their digest, their browsers. */
export const getMemberNotifications = (memberId: string) =>
  adminApi(
    `${ADMIN_API_BASE}/members/${encodeURIComponent(memberId)}/notification-preferences`,
    adminNotificationSummarySchema,
  );

export const useMemberNotifications = (memberId: string) =>
  useQuery({
    queryKey: ['admin', 'member-notifications', memberId],
    queryFn: () => getMemberNotifications(memberId),
    retry: false,
  });
