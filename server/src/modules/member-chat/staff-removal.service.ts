/** Staff removing a message from the moderation queue (decision 0153). */
export { REMOVED_MESSAGE_TEXT, removeMessageByStaff } from './staff-removal.repository';
