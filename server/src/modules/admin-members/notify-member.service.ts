import { ADMIN_MESSAGES, type SendNotificationResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { notifyNow } from '../notifications/notifications.service';
import { findMemberById } from './members.repository';
import { recordAudit } from '../audit/audit.writer';
import { escapeHtml, htmlParagraphs } from '../../lib/html';

type Delivery = SendNotificationResponse['delivery'];
type NotifyInput = { userId: string; title: string; message: string; isEmail: boolean; isPushNotification: boolean };

const EMAIL_TEXT: Record<Delivery['email'], string> = {
  sent: 'Email sent',
  queued: 'Email queued: the mail server did not answer, it will be retried',
  logged: 'Email kept in the outbox: mail (SMTP) is not configured',
  'no-email': 'Email not sent: this user has no email address',
  'no-devices': '',
  'not-configured': 'Email not sent: mail is not configured',
  failed: 'Email could not be sent',
  'not-requested': '',
};

const pushText = (outcome: Delivery['push'], devices: number) =>
  ({
    sent: `Push notification delivered to ${devices} device${devices === 1 ? '' : 's'}`,
    'no-devices': 'Push notification not sent: this user has no registered device',
    'not-configured': 'Push notification not sent: push notifications are not configured',
    failed: 'Push notification could not be delivered',
    queued: '',
    logged: '',
    'no-email': '',
    'not-requested': '',
  })[outcome];

/** Sends one member a notification by email and/or push (docs/domain-rules.md#messages-and-notifications) and says what went out. */
export async function notifyMember(
  ctx: AppContext,
  input: NotifyInput,
  actor: Actor,
): Promise<SendNotificationResponse> {
  const member = await findMemberById(ctx.db, input.userId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  const delivery: Delivery = { email: 'not-requested', push: 'not-requested', pushDevices: 0 };
  // Either part may be empty (the form asks for a message or a title): each stands in for the other.
  const title = input.title || `A message from ${ctx.config.site.productName}`;
  const body = input.message || input.title;

  if (input.isEmail) {
    if (!member.email) delivery.email = 'no-email';
    else {
      const mail = await ctx.mailer.send({
        to: member.email,
        subject: title,
        text: `Hello ${member.firstName},\n\n${body}\n\n${ctx.config.site.productName}`,
        html: `<p>Hello ${escapeHtml(member.firstName)},</p>${htmlParagraphs(body)}<p>${escapeHtml(ctx.config.site.productName)}</p>`,
      });
      delivery.email = mail.status === 'pending' ? 'queued' : mail.status;
    }
  }
  // Every notification to a member is kept in their in-app feed, whatever else went out.
  const push = await notifyNow(
    ctx,
    { memberId: member.id, kind: 'admin', title, body },
    { push: input.isPushNotification, pushData: { kind: 'admin-notification' } },
  );
  if (push) {
    delivery.push = push.status;
    delivery.pushDevices = push.delivered;
  }

  await recordAudit(ctx.db, actor, {
    action: 'user.notify',
    targetType: 'member',
    targetId: member.id,
    details: { title, ...delivery },
  });
  const parts = [EMAIL_TEXT[delivery.email], pushText(delivery.push, delivery.pushDevices)].filter(Boolean);
  return { message: `${parts.join('. ')}.`, delivery };
}
