import { useId, useState, type FormEvent } from 'react';
import { NOTIFICATION_TITLE_MAX } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { adminError, adminFailure, adminSuccess, adminWarning } from '../../lib/admin-toast';
import { memberName } from '../../lib/format';
import { notificationProblem } from '../../lib/rules';
import { useGuardedAction } from '../../lib/use-guarded-action';
import { useSendNotification } from '../api/send-notification';
import { deliveryOutcome } from '../delivery-outcome';

const EMPTY = { title: '', message: '', isEmail: false, isPushNotification: false };

/** A message to one member by email and/or push (SPEC §5: title ≤ 32, a delivery method). */
export function NotifyMemberForm({ user, onSent }: { user: { _id: string; firstName: string; lastName?: string }; onSent?: () => void }) {
  const headingId = useId();
  const send = useSendNotification();
  const { run, pending } = useGuardedAction();
  const [values, setValues] = useState(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = notificationProblem(values);
      if (problem) {
        adminError(problem);
        return;
      }
      try {
        const answer = await send.mutateAsync({ userId: user._id, title: values.title.trim(), message: values.message.trim(), isEmail: values.isEmail, isPushNotification: values.isPushNotification });
        const outcome = deliveryOutcome(answer.delivery);
        if (outcome === 'none') {
          adminError(answer.message);
          return;
        }
        (outcome === 'all' ? adminSuccess : adminWarning)(answer.message);
        setValues(EMPTY);
        onSent?.();
      } catch (error) {
        adminFailure(error);
      }
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-section-title">
        Send notification to {memberName(user)}
      </h3>
      <form className="admin-form" onSubmit={submit} noValidate aria-busy={pending}>
        <TextField
          label="Subject"
          name="title"
          maxLength={NOTIFICATION_TITLE_MAX}
          hint={`${values.title.length}/${NOTIFICATION_TITLE_MAX} characters`}
          value={values.title}
          onChange={(event) => setValues((v) => ({ ...v, title: event.target.value }))}
        />
        <TextAreaField label="Message" name="message" maxLength={2000} value={values.message} onChange={(event) => setValues((v) => ({ ...v, message: event.target.value }))} />
        <fieldset className="admin-fieldset">
          <legend>Deliver by</legend>
          <label className="admin-check">
            <input type="checkbox" name="isEmail" checked={values.isEmail} onChange={(event) => setValues((v) => ({ ...v, isEmail: event.target.checked }))} />
            Email
          </label>
          <label className="admin-check">
            <input type="checkbox" name="isPushNotification" checked={values.isPushNotification} onChange={(event) => setValues((v) => ({ ...v, isPushNotification: event.target.checked }))} />
            Push notification
          </label>
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
