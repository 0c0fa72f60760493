import { useNavigate } from 'react-router';
import { sendSystemMessageSchema, type BroadcastAudienceResponse } from '@blynd/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { adminPaths } from '../../../config/admin-screens';
import { formatCount } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { getBroadcastAudience } from '../api/get-broadcast-audience';
import { useSendSystemMessage } from '../api/send-system-message';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import './messages.css';

const members = (count: number) => `${formatCount(count)} ${count === 1 ? 'member' : 'members'}`;

/**
 * A system message goes to every member's in-app feed. Title and message are required ('Please fill
 * all fields'); a second send while one is on its way is refused. Before it goes, a preview
 * names the audience and asks for confirmation.
 */
export function NewSystemMessageScreen() {
  const navigate = useNavigate();
  const send = useSendSystemMessage();
  const action = useIdempotencyKey();
  const confirm = useConfirm();
  const form = useSchemaForm({
    schema: sendSystemMessageSchema,
    initial: { title: '', message: '' },
    onValid: async ({ title, message }) => {
      const audience = await getBroadcastAudience();
      const sure = await confirm({
        title: `Send to all ${members(audience.members)}?`,
        message: <BroadcastPreview title={title} message={message} audience={audience} />,
        confirmLabel: `Send to ${members(audience.members)}`,
        tone: 'primary',
      });
      if (!sure) return;
      const answer = await send.mutateAsync({ title, message, idempotencyKey: action.keyFor({ title, message }) });
      action.done();
      notifySuccess(answer.message);
      navigate(`${adminPaths.messages}?tab=system`);
    },
  });
  const { pending } = form;

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
        <TextField label="Title" maxLength={200} {...form.field('title')} />
        <TextAreaField label="Message" maxLength={5000} {...form.field('message')} />
        <div className="admin-form__actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Sending' : 'Send message'}
          </Button>
        </div>
      </form>
    </>
  );
}

function BroadcastPreview({
  title,
  message,
  audience,
}: {
  title: string;
  message: string;
  audience: BroadcastAudienceResponse;
}) {
  return (
    <>
      <p>
        This goes to the in-app notifications of <strong>every member ({members(audience.members)})</strong>
        {audience.pushDevices > 0
          ? `, and as a push notification to the ${members(audience.pushDevices)} with push turned on`
          : ''}
        . It cannot be taken back.
      </p>
      <figure className="admin-broadcast-preview" aria-label="Preview">
        <p className="admin-broadcast-preview__title">{title}</p>
        <p className="admin-broadcast-preview__body">{message}</p>
      </figure>
    </>
  );
}
