import { useMutation } from '@tanstack/react-query';
import { ADMIN_API_BASE, sendNotificationResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../api-client';

export type NotificationRequest = {
  userId: string;
  title: string;
  message: string;
  isEmail: boolean;
  isPushNotification: boolean;
};

/** POST /sendNotification: a title (≤ 32) and message to one member by email and/or push. */
export const sendNotification = ({ userId, title, message, isEmail, isPushNotification }: NotificationRequest) =>
  adminApi(`${ADMIN_API_BASE}/sendNotification`, sendNotificationResponseSchema, {
    method: 'POST',
    body: { userId, adminId: currentAdminId(), notification: { title, message }, isEmail, isPushNotification },
  });

export const useSendNotification = () => useMutation({ mutationFn: sendNotification });
