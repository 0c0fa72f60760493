import type { ContactMessageInput } from '@blynd/shared';
import type { Db, DbTransaction } from '../../db/client';
import { raiseInboxNotification } from '../system-messages/system-messages.service';
import { findRecentConversationOf, insertContactMessage, reopenForFollowUp } from './contact.repository';

export { deleteMessagesOfMember } from './contact.repository';

export const CONTACT_SUCCESS_MESSAGE =
  'Thank you! Your message has been sent and our support team will reply by email shortly.';

/** A message joins the sender's conversation when that conversation saw activity within this many days (decision 0056). */
export const CONVERSATION_WINDOW_DAYS = 30;

/**
 * Files an incoming message: a follow-up in the sender's recent conversation (the same member for app
 * messages, the same address for the web form; decision 0080), which reopens it, or the first message of a new one.
 */
async function fileIncoming(tx: DbTransaction, input: ContactMessageInput & { memberId?: string }) {
  const now = new Date();
  const since = new Date(now.getTime() - CONVERSATION_WINDOW_DAYS * 24 * 3600 * 1000);
  const conversation = await findRecentConversationOf(tx, { email: input.email, memberId: input.memberId }, since);
  const channel = input.memberId ? 'app' : 'web';
  const message = await insertContactMessage(tx, {
    ...input,
    channel,
    conversationId: conversation?.id,
    createdAt: now,
    lastMessageAt: now,
  });
  if (conversation) await reopenForFollowUp(tx, conversation.id, now);
  return message;
}

/** Stores the message and raises the unread indicator on the admin dashboard (docs/domain-rules.md#messages-and-notifications). */
export async function submitContactMessage(db: Db, input: ContactMessageInput) {
  return db.transaction(async (tx) => {
    const message = await fileIncoming(tx, input);
    await raiseInboxNotification(tx, {
      title: `New message: ${input.subject}`.slice(0, 200),
      message: `${input.fullname} (${input.email}) wrote: ${input.message}`.slice(0, 1000),
      contactMessageId: message.id,
    });
    return message;
  });
}

/** A support message an app member files from the app: in the inbox like any other, linked to the member. */
export async function fileMemberSupportMessage(db: Db, input: ContactMessageInput & { memberId: string }) {
  return db.transaction(async (tx) => {
    const message = await fileIncoming(tx, input);
    await raiseInboxNotification(tx, {
      title: `New message from ${input.fullname}`,
      message: input.subject,
      contactMessageId: message!.id,
    });
    return message;
  });
}
