import { useEffect, useRef, useState } from 'react';
import type { Attachment } from '@blynd/shared';
import { getAttachmentBytes } from '../api/get-attachment';
import { formatSize, formatVoiceDuration } from '../media';
import { useChatTexts } from '../texts';

type PlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'failed';

/**
 * A voice note: its length and size shown from the message, before any byte loads; the bytes are fetched with the
 * access token when Play is first pressed (never before, data saver or not: decision 0169) and played from an
 * object URL, revoked when the message leaves the screen.
 */
export function VoicePlayer({ attachment }: { attachment: Attachment }) {
  const t = useChatTexts();
  const audio = useRef<HTMLAudioElement>(null);
  const url = useRef<string | null>(null);
  const [state, setState] = useState<PlayerState>('idle');
  const [positionMs, setPositionMs] = useState(0);
  const durationMs = attachment.durationMs ?? 0;
  const length = formatVoiceDuration(durationMs);

  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  async function toggle() {
    const element = audio.current;
    if (!element) return;
    if (state === 'playing') return element.pause();
    try {
      if (!url.current) {
        setState('loading');
        url.current = URL.createObjectURL(await getAttachmentBytes(attachment._id));
        element.src = url.current;
      }
      await element.play();
    } catch {
      setState('failed');
    }
  }

  const playing = state === 'playing';
  const shownMs = state === 'idle' ? durationMs : positionMs;
  return (
    <div className="m-voice" data-state={state}>
      <button
        type="button"
        className="m-voice__toggle"
        aria-label={playing ? t('pause') : t('play', { length })}
        onClick={() => void toggle()}
        disabled={state === 'loading'}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      <span className="m-voice__body">
        <progress
          className="m-voice__progress"
          max={Math.max(durationMs, 1)}
          value={Math.min(positionMs, durationMs)}
          aria-label={t('played')}
        />
        <span className="m-voice__meta">
          <span className="m-voice__length">{formatVoiceDuration(shownMs)}</span>
          {' · '}
          <span className="m-voice__size">{formatSize(attachment.bytes)}</span>
          {state === 'loading' && <span className="visually-hidden"> {t('loadingVoice')}</span>}
        </span>
        {state === 'failed' && (
          <span className="m-voice__failed" role="alert">
            {t('playFailed')}
          </span>
        )}
      </span>
      <audio
        ref={audio}
        preload="none"
        onPlay={() => setState('playing')}
        onPause={() => setState((s) => (s === 'failed' ? s : 'paused'))}
        onEnded={() => {
          setState('paused');
          setPositionMs(0);
        }}
        onTimeUpdate={(event) => setPositionMs(Math.round(event.currentTarget.currentTime * 1000))}
        onError={() => url.current && setState('failed')}
      />
    </div>
  );
}
