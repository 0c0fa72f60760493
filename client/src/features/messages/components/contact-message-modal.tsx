import { useEffect, useRef } from 'react';
import { replyContactMessageSchema, type AdminContactMessage } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { Can } from '../../../lib/auth/current-admin';
import { Modal } from '../../../components/ui/modal';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useMarkMessageRead } from '../api/mark-message-read';
import { useReplyContactMessage } from '../api/reply-contact-message';

const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/** The message, the replies already sent, and a reply box. Opening an unread message marks it read. */
export function ContactMessageModal({ message, onClose }: { message: AdminContactMessage; onClose: () => void }) {
  const markRead = useMarkMessageRead();
  const reply = useReplyContactMessage();
  const form = useSchemaForm({
    schema: replyContactMessageSchema,
    initial: { text: '' },
    toInput: ({ text }) => ({
      messageId: message._id,
      email: message.email,
      fullname: message.fullname,
      subject: replySubject(message.subject),
      message: text,
      previousMessage: message.message,
    }),
    onValid: async (input, { reset }) => {
      const answer = await reply.mutateAsync(input);
      notifySuccess(answer.message);
      reset();
    },
  });
  const { pending } = form;
  const marked = useRef(false);

  useEffect(() => {
    // Once per opening, even under StrictMode's double effects.
    if (message.isRead || marked.current) return;
    marked.current = true;
    markRead.mutate(message._id, { onError: (error) => console.warn('Could not mark the message read', error) });
  }, [message._id, message.isRead, markRead]);

  return (
    <Modal title={message.subject} onClose={onClose} size="lg">
      <p className="admin-meta">
        From {message.fullname} &lt;{message.email}&gt; · {message.phone} · {formatDateTime(message.createdAt)}
      </p>
      <blockquote className="admin-quote">{message.message}</blockquote>
      <h3 className="admin-section-title">Earlier replies</h3>
      {message.replies.length === 0 ? (
        <p className="admin-cell-muted">No reply has been sent yet.</p>
      ) : (
        <ol className="admin-thread">
          {message.replies.map((item) => (
            <li key={item._id}>
              <span className="admin-meta">
                {item.admin?.fullname ?? 'A former admin'} · {formatDateTime(item.createdAt)}
              </span>
              {item.message}
            </li>
          ))}
        </ol>
      )}
      <Can area="inbox">
        <form className="admin-form" onSubmit={form.submit} noValidate>
          <TextAreaField label={`Reply to ${message.fullname}`} name="reply" value={form.values.text} onChange={form.text('text')} hint="Sent by email with their message quoted." />
          <div className="admin-form__actions">
            <Button type="submit" size="sm" aria-disabled={pending || undefined}>
              {pending ? 'Sending' : 'Send reply'}
            </Button>
          </div>
        </form>
      </Can>
    </Modal>
  );
}
