import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useConversation } from '../api/get-conversation';
import { ConversationView, type ConversationOpenProps } from './conversation-view';

/** A conversation in a modal (phones and narrower screens). It cannot be closed while a reply is being sent. */
export function ContactMessageModal({ id, summary, onClose }: ConversationOpenProps) {
  const [sending, setSending] = useState(false);
  const detail = useConversation(id);
  return (
    <Modal
      title={detail.data?.conversation.subject ?? summary?.subject ?? 'Conversation'}
      onClose={onClose}
      size="lg"
      busy={sending}
    >
      <ConversationView id={id} summary={summary} onPendingChange={setSending} />
    </Modal>
  );
}
