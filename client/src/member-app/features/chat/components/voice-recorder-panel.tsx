import { useState } from 'react';
import { VOICE_NOTE_MAX_SECONDS, type Attachment } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/http';
import { uploadAttachment } from '../api/upload-attachment';
import { formatSize, formatVoiceDuration } from '../media';
import { useChatTexts } from '../texts';
import type { useVoiceRecorder } from '../voice-recorder';

const PROBLEM_TEXT = {
  refused: 'micRefused',
  missing: 'micMissing',
  unsupported: 'recordUnsupported',
  failed: 'recordFailed',
} as const;

/**
 * The recorder in place of the composer while a voice note is recorded or waits to be sent: the time recorded and
 * the countdown to the limit, Stop, Cancel; once recorded its length and size, Send (upload, then the message by
 * the attachment's id) or Cancel.
 */
export function VoiceRecorderPanel({
  matchId,
  recorder,
  onUploaded,
}: {
  matchId: string;
  recorder: ReturnType<typeof useVoiceRecorder>;
  onUploaded: (attachment: Attachment) => void;
}) {
  const t = useChatTexts();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { state } = recorder;

  if (state.step === 'problem')
    return (
      <div className="m-recorder" role="alert">
        <p className="m-recorder__problem">{t(PROBLEM_TEXT[state.problem])}</p>
        <Button size="sm" variant="secondary" onClick={recorder.reset}>
          {t('cancel')}
        </Button>
      </div>
    );
  if (state.step === 'asking' || state.step === 'recording') {
    const elapsed = state.step === 'recording' ? state.elapsedMs : 0;
    const left = Math.max(0, VOICE_NOTE_MAX_SECONDS * 1000 - elapsed);
    return (
      <div className="m-recorder" role="group" aria-label={t('recording')}>
        <span className="m-recorder__dot" aria-hidden="true" />
        <span className="m-recorder__time">
          <span className="visually-hidden">{t('recording')} </span>
          {formatVoiceDuration(elapsed)}
        </span>
        <span className="m-recorder__left" data-testid="recording-countdown">
          {t('timeLeft', { time: formatVoiceDuration(left) })}
        </span>
        <span className="m-recorder__actions">
          <Button size="sm" variant="ghost" onClick={recorder.cancel}>
            {t('cancel')}
          </Button>
          <Button size="sm" onClick={recorder.stop} disabled={state.step === 'asking'}>
            {t('stop')}
          </Button>
        </span>
      </div>
    );
  }
  if (state.step !== 'recorded') return null;

  async function send(blob: Blob) {
    setSending(true);
    setError(null);
    try {
      const extension = blob.type.includes('ogg') ? 'ogg' : 'webm';
      const attachment = await uploadAttachment(matchId, blob, `voice-note.${extension}`);
      recorder.reset();
      onUploaded(attachment);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="m-recorder" role="group" aria-label={t('voiceNote')}>
      <span className="m-recorder__ready" role="status">
        {t('recorded', { length: formatVoiceDuration(state.durationMs), size: formatSize(state.blob.size) })}
      </span>
      <span className="m-recorder__actions">
        <Button size="sm" variant="ghost" onClick={recorder.cancel} disabled={sending}>
          {t('cancel')}
        </Button>
        <Button size="sm" onClick={() => void send(state.blob)} disabled={sending}>
          {sending ? t('sending') : t('sendVoice')}
        </Button>
      </span>
      {error !== null && (
        <p className="m-recorder__problem" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
