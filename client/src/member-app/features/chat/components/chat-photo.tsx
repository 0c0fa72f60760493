import { useState } from 'react';
import type { Attachment } from '@blynd/shared';
import { formatSize, useAttachmentUrl } from '../media';
import { useChatTexts, type ChatTexts } from '../texts';

const CHAT_REASONS = ['nudity', 'violence', 'underage', 'duplicate', 'unreadable'] as const;
const reasonText = (t: ChatTexts, reason: Attachment['reason']) =>
  t(`reason-${CHAT_REASONS.find((known) => known === reason) ?? 'other'}`);

/** The box a photo takes before and after it loads: its own proportions, so nothing jumps on a tap. */
const frameStyle = (attachment: Attachment) =>
  attachment.width && attachment.height ? { aspectRatio: `${attachment.width} / ${attachment.height}` } : undefined;

/**
 * A photo in chat (decision 0169). The other member's: "Being checked" while screened (no byte is served before),
 * then its tiny blurred preview with "Tap to view", the full photo after the tap; "Removed" without the reason. Mine:
 * the photo itself, "Being checked" beside it ("Waiting for a check by our team" while staff look), and the reason
 * when it was removed. With the data saver on, no byte
 * (not even the preview) loads until a tap.
 */
export function ChatPhoto({
  attachment,
  mine,
  name,
  dataSaver,
}: {
  attachment: Attachment;
  mine: boolean;
  name: string;
  dataSaver: boolean;
}) {
  const t = useChatTexts();
  const [tapped, setTapped] = useState(false);
  const viewable = mine || attachment.status === 'approved';
  const removed = attachment.status === 'removed';
  const showFull = viewable && !removed && (tapped || (mine && !dataSaver));
  const showPreview = viewable && !removed && !showFull && !mine && !dataSaver;
  const full = useAttachmentUrl(attachment._id, undefined, showFull);
  const preview = useAttachmentUrl(attachment._id, 'preview', showPreview);
  const alt = mine ? t('yourPhoto') : t('photoFrom', { name });

  if (removed)
    return (
      <p className="m-photo-msg m-photo-msg--removed">
        {mine && attachment.reason ? t('removedBecause', { reason: reasonText(t, attachment.reason) }) : t('removed')}
      </p>
    );
  if (!viewable)
    return (
      <p className="m-photo-msg m-photo-msg--checking" style={frameStyle(attachment)}>
        {t('beingChecked')}
      </p>
    );
  // Held for staff (decision 0178): only the sender reads `held`; the other member still reads `checking`.
  const checking =
    attachment.status === 'held' ? (
      <span className="m-photo-msg__note">{t('waitsForCheck')}</span>
    ) : (
      attachment.status === 'checking' && <span className="m-photo-msg__note">{t('beingChecked')}</span>
    );
  if (showFull)
    return (
      <figure className="m-photo-msg">
        {full.url ? (
          <img
            className="m-photo-msg__img"
            src={full.url}
            alt={alt}
            width={attachment.width ?? undefined}
            height={attachment.height ?? undefined}
          />
        ) : (
          <span
            className="m-photo-msg__img m-photo-msg__img--loading"
            role="img"
            aria-label={full.failed ? t('photoFailed') : alt}
            style={frameStyle(attachment)}
          />
        )}
        {checking}
      </figure>
    );
  return (
    <figure className="m-photo-msg">
      <button
        type="button"
        className="m-photo-msg__tap"
        style={frameStyle(attachment)}
        onClick={() => setTapped(true)}
        data-testid="photo-tap"
      >
        {preview.url && <img className="m-photo-msg__preview" src={preview.url} alt="" />}
        <span className="m-photo-msg__tap-label">
          {dataSaver ? t('tapToLoad', { size: formatSize(attachment.bytes) }) : t('tapToView')}
        </span>
      </button>
      {checking}
    </figure>
  );
}
