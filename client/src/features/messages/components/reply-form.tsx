import { useEffect } from 'react';
import { replyContactMessageSchema, type AdminContactMessage } from '@blynd/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Options, SelectField, TextAreaField } from '../../../components/ui/field';
import { Can } from '../../../lib/auth/current-admin';
import { adminPaths } from '../../../config/admin-screens';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCannedReplies } from '../api/canned-replies';
import { useReplyContactMessage } from '../api/reply-contact-message';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useReplyDraft } from '../use-reply-draft';

const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

type Props = { conversation: AdminContactMessage; onPendingChange?: (pending: boolean) => void };

/**
 * The reply box: a canned reply can be inserted, the text is kept as a draft until a send succeeds, and
 * a send in flight is reported up so the modal or pane around it stays open.
 */
export function ReplyForm({ conversation, onPendingChange }: Props) {
  const reply = useReplyContactMessage();
  const action = useIdempotencyKey();
  const draft = useReplyDraft(conversation._id);
  const canned = useCannedReplies();
  const form = useSchemaForm({
    schema: replyContactMessageSchema,
    initial: { text: draft.text },
    toInput: ({ text }) => ({
      messageId: conversation._id,
      email: conversation.email,
      fullname: conversation.fullname,
      subject: replySubject(conversation.subject),
      message: text,
      previousMessage: conversation.message,
    }),
    onValid: async (input, { reset }) => {
      const answer = await reply.mutateAsync({ ...input, idempotencyKey: action.keyFor(input) });
      action.done();
      notifySuccess(answer.message);
      draft.clear();
      reset();
      form.set('text', '');
    },
  });
  const { pending } = form;
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const write = (text: string) => {
    form.set('text', text);
    draft.update(text);
  };
  const insertCanned = (id: string) => {
    const body = canned.data?.replies.find((item) => item._id === id)?.body;
    if (!body) return;
    const current = form.values.text.trimEnd();
    write(current ? `${current}\n\n${body}` : body);
  };

  return (
    <form className="admin-form inbox-reply" onSubmit={form.submit} noValidate>
      <TextAreaField
        label={`Reply to ${conversation.fullname}`}
        name="reply"
        value={form.values.text}
        onChange={(event) => write(event.target.value)}
        hint="Sent by email with their message quoted. Your draft is kept until it is sent."
      />
      <div className="admin-form__actions inbox-reply__actions">
        {(canned.data?.replies.length ?? 0) > 0 && (
          <SelectField
            label="Insert a canned reply"
            name="canned"
            value=""
            onChange={(event) => insertCanned(event.target.value)}
          >
            <option value="">Choose a canned reply…</option>
            <Options options={canned.data!.replies.map((item) => ({ value: item._id, label: item.title }))} />
          </SelectField>
        )}
        <Can area="cannedReplies">
          <ButtonLink to={adminPaths.cannedReplies} variant="ghost" size="sm">
            Manage canned replies
          </ButtonLink>
        </Can>
        <Button type="submit" size="sm" aria-disabled={pending || undefined}>
          {pending ? 'Sending' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
