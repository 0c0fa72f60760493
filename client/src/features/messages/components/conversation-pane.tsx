import { useEffect, useId, useRef, useState } from 'react';
import { CloseButton } from '../../../components/ui/modal';
import { useConversation } from '../api/get-conversation';
import { ConversationView, type ConversationOpenProps } from './conversation-view';

/**
 * The reading pane beside the list on wide screens: a labelled region, not a modal, so the list stays
 * usable. Focus moves to its heading when another conversation opens; Close is held while a reply is sent.
 */
export function ConversationPane({ id, summary, onClose }: ConversationOpenProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [sending, setSending] = useState(false);
  const detail = useConversation(id);
  const subject = detail.data?.conversation.subject ?? summary?.subject ?? 'Conversation';

  useEffect(() => heading.current?.focus(), [id]);

  return (
    <section className="inbox-pane" aria-labelledby={titleId}>
      <header className="inbox-pane__header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="inbox-pane__title">
          {subject}
        </h2>
        <CloseButton onClose={onClose} disabled={sending} />
      </header>
      <ConversationView id={id} summary={summary} onPendingChange={setSending} />
    </section>
  );
}
