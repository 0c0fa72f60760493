import { useId } from 'react';
import { NOTIFICATION_TITLE_MAX, sendNotificationSchema } from '@blynd/shared';
import { Button } from '../ui/button';
import { CheckboxField, TextAreaField, TextField } from '../ui/field';
import { memberName } from '../../lib/format';
import { useSendNotification } from '../../lib/member-api/send-notification';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { deliveryOutcome } from './delivery-outcome';

const EMPTY = { title: '', message: '', isEmail: false, isPushNotification: false };

/**
 * A message to one member by email and/or push (title ≤ 32 characters, at least one delivery method). Shared by
 * the Users and Authentications screens.
 */
export function NotifyMemberForm({
  user,
  onSent,
}: {
  user: { _id: string; firstName: string; lastName?: string };
  onSent?: () => void;
}) {
  const headingId = useId();
  const send = useSendNotification();
  const form = useSchemaForm({
    schema: sendNotificationSchema,
    initial: EMPTY,
    toInput: ({ title, message, isEmail, isPushNotification }) => ({
      userId: user._id,
      notification: { title, message },
      isEmail,
      isPushNotification,
    }),
    onValid: async (input, { reset }) => {
      const answer = await send.mutateAsync({
        userId: user._id,
        title: input.notification.title,
        message: input.notification.message,
        isEmail: input.isEmail,
        isPushNotification: input.isPushNotification,
      });
      const outcome = deliveryOutcome(answer.delivery);
      if (outcome === 'none') {
        notifyError(answer.message);
        return;
      }
      (outcome === 'all' ? notifySuccess : notifyWarning)(answer.message);
      reset();
      onSent?.();
    },
  });
  const { values, pending } = form;

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        Send notification to {memberName(user)}
      </h3>
      <form className="admin-form" onSubmit={form.submit} noValidate aria-busy={pending}>
        <TextField
          label="Subject"
          maxLength={NOTIFICATION_TITLE_MAX}
          hint={`${values.title.length}/${NOTIFICATION_TITLE_MAX} characters`}
          {...form.field('title')}
        />
        <TextAreaField label="Message" maxLength={2000} {...form.field('message')} />
        <fieldset className="admin-fieldset">
          <legend>Deliver by</legend>
          <CheckboxField label="Email" {...form.checkbox('isEmail')} />
          <CheckboxField label="Push notification" {...form.checkbox('isPushNotification')} />
        </fieldset>
        <div className="admin-form__actions">
          <Button type="submit" size="sm" aria-disabled={pending || undefined}>
            {pending ? 'Sending' : 'Send notification'}
          </Button>
        </div>
      </form>
    </section>
  );
}
