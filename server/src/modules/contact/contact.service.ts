import type { ContactMessageInput } from '@blynd/shared';
import type { Db } from '../../db/client';
import { insertSystemNotification } from './notifications.repository';
import { insertContactMessage } from './contact.repository';

export const CONTACT_SUCCESS_MESSAGE = 'Thank you! Your message has been sent and our support team will reply by email shortly.';

/** Stores the message and raises the unread indicator on the admin dashboard (DESIGN §4.5). */
export async function submitContactMessage(db: Db, input: ContactMessageInput) {
  return db.transaction(async (tx) => {
    const message = await insertContactMessage(tx, input);
    await insertSystemNotification(tx, {
      title: `New message: ${input.subject}`.slice(0, 200),
      message: `${input.fullname} (${input.email}) wrote: ${input.message}`.slice(0, 1000),
      category: 'message',
      contactMessageId: message.id,
    });
    return message;
  });
}

/** A support message an app member files from the app: in the inbox like any other, linked to the member. */
export async function fileMemberSupportMessage(db: Db, input: ContactMessageInput & { memberId: string }) {
  return db.transaction(async (tx) => {
    const message = await insertContactMessage(tx, input);
    await insertSystemNotification(tx, { title: `New message from ${input.fullname}`, message: input.subject, category: 'message', contactMessageId: message!.id });
    return message;
  });
}
