import { PHOTO_REASONS, type Attachment, type PhotoReason } from '@blynd/shared';
import type { AttachmentMeta } from './attachments.repository';

const isReason = (reason: string | null): reason is PhotoReason =>
  reason !== null && (PHOTO_REASONS as readonly string[]).includes(reason);

/**
 * An attachment as `viewerId` reads it (decisions 0168, 0178): its uploader sees where screening stands (`held`: it
 * waits for a check by staff) and, once a photo is removed, why; the other member sees `checking` (a held photo too),
 * then `approved` or `removed`, never the reason. A hold's reason is told to no one before staff decide: it is a
 * suspicion, and naming it would show a sender what to change to get the picture past the check.
 */
export function toAttachment(row: AttachmentMeta, viewerId: string): Attachment {
  const own = row.uploaderId === viewerId;
  return {
    _id: row.id,
    kind: row.kind,
    mimeType: row.mimeType,
    bytes: row.bytes,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    status: !own && row.status === 'held' ? 'checking' : row.status,
    ...(own && row.status === 'removed' && isReason(row.reason) ? { reason: row.reason } : {}),
  };
}
