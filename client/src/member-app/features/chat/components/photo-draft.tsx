import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGE_TEXT_MAX, type Attachment } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/http';
import { uploadAttachment } from '../api/upload-attachment';
import { shrinkPhoto } from '../shrink-photo';
import { useChatTexts } from '../texts';

/**
 * The photo a member chose, before it goes: a small preview from the file itself (nothing downloaded), an optional
 * caption, Send (upload, then the message by the attachment's id) or Cancel. The server's refusal (type, size,
 * photos not unlocked) shows here, and nothing is sent.
 */
export function PhotoDraft({
  matchId,
  file,
  onCancel,
  onUploaded,
}: {
  matchId: string;
  file: File;
  onCancel: () => void;
  onUploaded: (attachment: Attachment, caption: string) => void;
}) {
  const t = useChatTexts();
  const [url, setUrl] = useState<string | null>(null);
  const [caption, setCaption] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const sent = await shrinkPhoto(file);
      const attachment = await uploadAttachment(matchId, sent, sent.name || 'photo');
      onUploaded(attachment, caption.trim());
    } catch (failure) {
      setError(failure);
      setSending(false);
    }
  }
  return (
    <form className="m-photo-draft" onSubmit={(event) => void send(event)} aria-label={t('sendPhoto')}>
      {url ? <img src={url} alt={t('chosenPhoto')} /> : <span />}
      <span className="m-photo-draft__fields">
        <label htmlFor="photo-caption">{t('caption')}</label>
        <input
          id="photo-caption"
          value={caption}
          maxLength={MESSAGE_TEXT_MAX}
          onChange={(event) => setCaption(event.target.value)}
        />
        <span className="m-photo-draft__actions">
          <Button size="sm" variant="ghost" onClick={onCancel} disabled={sending}>
            {t('cancel')}
          </Button>
          <Button size="sm" type="submit" disabled={sending}>
            {sending ? t('sending') : t('sendPhoto')}
          </Button>
        </span>
      </span>
      {error !== null && (
        <p className="m-photo-draft__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </form>
  );
}
