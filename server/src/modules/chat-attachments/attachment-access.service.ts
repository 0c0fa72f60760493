/**
 * What other modules read or change of the attachments table (decisions 0157, 0168, 0178): chat's message items, the
 * reports' excerpt and staff route, the account deletion, the moderation queue's held chat photos. Kept apart from attachments.service.ts, which imports chat.
 */
export {
  attachmentsByIds,
  deleteAttachmentsOf,
  deleteAttachmentsOfPurgedEvidence,
  findAttachmentForRead,
  keepAttachments,
  type AttachmentMeta,
} from './attachments.repository';
export { toAttachment } from './attachment-view';
export { chatPhotoHoldSource, keepChatPhoto } from './chat-photo-holds.repository';

/** The admin-authorised path of a chat photo the queue names (a bearer token is needed; each opening is audited). */
export const adminChatPhotoPath = (id: string) => `/api/v1/admin/verification/chat-photos/${id}/image`;
