/**
 * What other modules read or change of the attachments table (decisions 0157, 0168): chat's message items, the
 * reports' excerpt and staff route, the account deletion. Kept apart from attachments.service.ts, which imports chat.
 */
export {
  attachmentsByIds,
  deleteAttachmentsOf,
  findAttachmentForRead,
  keepAttachments,
  type AttachmentMeta,
} from './attachments.repository';
export { toAttachment } from './attachment-view';
