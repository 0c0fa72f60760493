import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { AdminContactMessage, ThreadEntry } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/admin/query-state';
import { Can } from '../../../lib/auth/current-admin';
import { adminPaths } from '../../../config/admin-screens';
import { formatDateTime } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useConversation } from '../api/get-conversation';
import { useMarkMessageRead } from '../api/mark-message-read';
import { useSetConversationStatus } from '../api/set-conversation-status';
import { ConversationStatusTag } from './conversation-status';
import { ReplyForm } from './reply-form';

/** Where each thread entry came from (decision 0080): only the app proves who wrote it. */
const CHANNEL_LABELS: Record<ThreadEntry['channel'], string> = {
  app: 'in the app, signed in',
  web: 'via web form, email not verified',
  email: 'sent by email',
};

const MATCHED_BY = { account: 'wrote from the app', email: 'same email', phone: 'same phone number' } as const;

/** A conversation opened from the list (in the reading pane or a modal): its id, the list's row for it until the detail arrives. */
export type ConversationOpenProps = { id: string; summary: AdminContactMessage | null; onClose: () => void };

type Props = { id: string; summary: AdminContactMessage | null; onPendingChange?: (pending: boolean) => void };

/**
 * One conversation: who wrote, the member they are (when one matches), its state with Resolve or Reopen,
 * the whole thread oldest first, and the reply box. Opening an unread conversation marks it read.
 */
export function ConversationView({ id, summary, onPendingChange }: Props) {
  const detail = useConversation(id);
  const conversation = detail.data?.conversation ?? summary;
  const markRead = useMarkMessageRead();
  const status = useSetConversationStatus();
  const marked = useRef<string | null>(null);

  useEffect(() => {
    // Once per opening, even under StrictMode's double effects.
    if (!conversation || conversation.isRead || marked.current === id) return;
    marked.current = id;
    markRead.mutate(id, { onError: (error) => console.warn('Could not mark the message read', error) });
  }, [id, conversation, markRead]);

  if (!conversation)
    return detail.isError ? (
      <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
    ) : (
      <p className="admin-cell-muted">Loading the conversation…</p>
    );

  const changeStatus = (next: 'open' | 'resolved') =>
    status.mutate(
      { id, status: next },
      { onSuccess: (answer) => notifySuccess(answer.message), onError: notifyFailure },
    );
  const resolved = conversation.status === 'resolved';
  const member = detail.data?.member;
  const thread = detail.data?.thread;
  const replied = thread ? thread.some((entry) => entry.kind === 'reply') : conversation.replies.length > 0;

  return (
    <div className="inbox-conversation">
      <p className="admin-meta">
        From {conversation.fullname} &lt;{conversation.email}&gt; · {conversation.phone} ·{' '}
        {formatDateTime(conversation.createdAt)}
      </p>
      <div className="inbox-conversation__bar">
        <ConversationStatusTag status={conversation.status} />
        {member && (
          <Link className="inbox-conversation__member" to={`${adminPaths.users}/${encodeURIComponent(member._id)}`}>
            Member record: {member.name}
            <span className="admin-cell-muted"> ({MATCHED_BY[member.matchedBy]})</span>
          </Link>
        )}
        <Can area="inbox">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => changeStatus(resolved ? 'open' : 'resolved')}
            aria-disabled={status.isPending || undefined}
          >
            {resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </Can>
      </div>
      <h3 className="admin-section-title">Conversation</h3>
      <ol className="admin-thread" aria-label="Messages and replies, oldest first">
        {(
          thread ?? [
            {
              _id: conversation._id,
              kind: 'message' as const,
              channel: conversation.channel,
              message: conversation.message,
              createdAt: conversation.createdAt,
              author: { name: conversation.fullname },
            },
          ]
        ).map((entry) => (
          <li key={entry._id} className={`admin-thread__item admin-thread__item--${entry.kind}`}>
            <span className="admin-meta">
              {entry.kind === 'reply' ? `${entry.author.name} (support)` : entry.author.name} ·{' '}
              {formatDateTime(entry.createdAt)} ·{' '}
              <span className={`inbox-channel inbox-channel--${entry.channel}`}>{CHANNEL_LABELS[entry.channel]}</span>
            </span>
            {entry.message}
          </li>
        ))}
      </ol>
      {!replied && <p className="admin-cell-muted">No reply has been sent yet.</p>}
      <Can area="inbox">
        <ReplyForm key={conversation._id} conversation={conversation} onPendingChange={onPendingChange} />
      </Can>
    </div>
  );
}
