import { PHOTO_REASONS, type Attachment, type PhotoReason } from '@blynd/shared';
import type { AttachmentMeta } from './attachments.repository';

const isReason = (reason: string | null): reason is PhotoReason =>
  reason !== null && (PHOTO_REASONS as readonly string[]).includes(reason);

/**
 * An attachment as `viewerId` reads it (decision 0168): its uploader sees where screening stands and, once a photo
 * is removed, why; the other member sees `checking`, then `approved` or `removed`, never the reason.
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
    status: row.status,
    ...(own && row.status === 'removed' && isReason(row.reason) ? { reason: row.reason } : {}),
  };
}
