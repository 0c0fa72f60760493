import { useNavigate } from 'react-router';
import { sendSystemMessageSchema } from '@blynd/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { adminPaths } from '../../../config/admin-screens';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSendSystemMessage } from '../api/send-system-message';
import './messages.css';

/**
 * A system message goes to every member's in-app feed. Title and message are required ('Please fill
 * all fields'); a second send while one is on its way is refused (SPEC §5).
 */
export function NewSystemMessageScreen() {
  const navigate = useNavigate();
  const send = useSendSystemMessage();
  const form = useSchemaForm({
    schema: sendSystemMessageSchema,
    initial: { title: '', message: '' },
    onValid: async ({ title, message }) => {
      const answer = await send.mutateAsync({ title, message });
      notifySuccess(answer.message);
      navigate(`${adminPaths.messages}?tab=system`);
    },
  });
  const { values, pending } = form;

  return (
    <>
      <ScreenHeader
        title="New system message"
        intro="Every member sees this in the app's notifications. Keep it short and clear."
        actions={
          <ButtonLink to={`${adminPaths.messages}?tab=system`} variant="ghost" size="sm">
            Back to messages
          </ButtonLink>
        }
      />
      <form className="admin-panel admin-form admin-narrow" onSubmit={form.submit} noValidate aria-busy={pending}>
        <TextField label="Title" name="title" maxLength={200} value={values.title} onChange={form.text('title')} />
        <TextAreaField label="Message" name="message" maxLength={5000} value={values.message} onChange={form.text('message')} />
        <div className="admin-form__actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Sending' : 'Send message'}
          </Button>
        </div>
      </form>
    </>
  );
}
