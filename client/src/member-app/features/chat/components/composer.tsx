import { useRef, useState, type FormEvent } from 'react';
import { CHAT_PHOTO_MIME_TYPES, MEMBER_CHAT_MESSAGES, type Attachment, type ReplyTo } from '@blynd/shared';
import { Glyph } from '../../../../components/artwork/glyph';
import { Button } from '../../../../components/ui/button';
import { useVoiceRecorder } from '../voice-recorder';
import { useChatTexts } from '../texts';
import { PhotoDraft } from './photo-draft';
import { ReplyDraft } from './reply-quote';
import { VoiceRecorderPanel } from './voice-recorder-panel';

const ICON_SIZE = { width: 22, height: 22 };
const MIC =
  'M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2Z';
const PHOTO =
  'M20 5h-3.2l-1.8-2H9L7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm-8 13a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';

/**
 * What a member writes with: the text (as before), a voice note (recorded in place of the text), a photo once both
 * have unlocked photos (else the button says why it is off), and the quote of the message a reply answers.
 */
export function Composer({
  matchId,
  name,
  text,
  onText,
  onSendText,
  replyTo,
  onCancelReply,
  photosUnlocked,
  onSendMedia,
}: {
  matchId: string;
  name: string;
  text: string;
  onText: (value: string) => void;
  onSendText: () => void;
  replyTo: ReplyTo | null;
  onCancelReply: () => void;
  photosUnlocked: boolean;
  /** An uploaded voice note or photo, to send as a message (with the photo's caption). */
  onSendMedia: (attachment: Attachment, caption: string) => void;
}) {
  const t = useChatTexts();
  const recorder = useVoiceRecorder();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [lockedNote, setLockedNote] = useState(false);
  const recording = recorder.state.step !== 'idle';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) onSendText();
  }
  function choosePhoto() {
    if (!photosUnlocked) return setLockedNote((shown) => !shown);
    fileInput.current?.click();
  }

  return (
    <div className="m-compose">
      {replyTo && <ReplyDraft quote={replyTo} name={name} onCancel={onCancelReply} />}
      {lockedNote && !photosUnlocked && (
        <p className="m-compose__note" role="status" id="photos-locked">
          {MEMBER_CHAT_MESSAGES.photosLocked}
        </p>
      )}
      {photo && (
        <PhotoDraft
          matchId={matchId}
          file={photo}
          onCancel={() => setPhoto(null)}
          onUploaded={(attachment, caption) => {
            setPhoto(null);
            onSendMedia(attachment, caption);
          }}
        />
      )}
      {recording ? (
        <VoiceRecorderPanel
          matchId={matchId}
          recorder={recorder}
          onUploaded={(attachment) => onSendMedia(attachment, '')}
        />
      ) : (
        <form className="m-composer" onSubmit={submit}>
          <button
            type="button"
            className="m-composer__tool"
            aria-label={t('sendPhotoLabel')}
            aria-disabled={!photosUnlocked}
            aria-describedby={lockedNote && !photosUnlocked ? 'photos-locked' : undefined}
            onClick={choosePhoto}
          >
            <Glyph d={PHOTO} size={ICON_SIZE} viewBox="0 0 24 24" />
          </button>
          <input
            ref={fileInput}
            type="file"
            accept={CHAT_PHOTO_MIME_TYPES.join(',')}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) setPhoto(file);
            }}
          />
          <button type="button" className="m-composer__tool" aria-label={t('record')} onClick={recorder.start}>
            <Glyph d={MIC} size={ICON_SIZE} viewBox="0 0 24 24" />
          </button>
          <label htmlFor="composer" className="visually-hidden">
            {t('messageTo', { name })}
          </label>
          <textarea
            id="composer"
            rows={1}
            maxLength={2000}
            value={text}
            placeholder={t('messageTo', { name })}
            onChange={(e) => onText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
          />
          <Button type="submit" disabled={!text.trim()}>
            {t('send')}
          </Button>
        </form>
      )}
    </div>
  );
}
