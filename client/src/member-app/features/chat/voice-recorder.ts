import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_NOTE_MAX_SECONDS } from '@blynd/shared';

/**
 * Opus in WebM is what Chromium records, Opus in Ogg what Firefox does; the server accepts both and nothing else
 * (decision 0157). Safari records neither and is told so.
 */
export const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'] as const;
/** Voice needs little: 32 kbit/s Opus makes a full minute about 240 KB, under half the 500 KB limit. */
export const RECORDING_BITS_PER_SECOND = 32_000;
/**
 * Recording stops itself this long before the 60 s limit: the encoder's last frames land after `stop()`, and a note
 * the server measures at 60.02 s would be refused after the member recorded it (decision 0169).
 */
export const RECORDING_MARGIN_MS = 500;
export const RECORDING_MAX_MS = VOICE_NOTE_MAX_SECONDS * 1000 - RECORDING_MARGIN_MS;

export type RecorderProblem = 'refused' | 'missing' | 'unsupported' | 'failed';
export type RecorderState =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'recording'; elapsedMs: number }
  | { step: 'recorded'; blob: Blob; durationMs: number }
  | { step: 'problem'; problem: RecorderProblem };

/** The recording type this browser supports, or null. */
export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** What a refused getUserMedia means to the member. */
export function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'missing';
  return 'failed';
}

/**
 * A voice note recorded with MediaRecorder: start asks for the microphone, the recording stops itself at the limit,
 * stop keeps it, cancel throws it away; the microphone is released as soon as recording ends.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ step: 'idle' });
  const session = useRef<{
    recorder: MediaRecorder;
    discard: boolean;
    timer: number;
    stoppedAt?: number;
  } | null>(null);

  const end = useCallback((discard: boolean) => {
    const current = session.current;
    if (!current) return;
    current.discard = discard;
    current.stoppedAt ??= performance.now();
    window.clearInterval(current.timer);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    const type = recordingType();
    if (!type) return setState({ step: 'problem', problem: 'unsupported' });
    setState({ step: 'asking' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
      });
    } catch (error) {
      return setState({ step: 'problem', problem: problemOf(error) });
    }
    const recorder = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const discarded = session.current?.discard ?? true;
      const stoppedAt = session.current?.stoppedAt ?? performance.now();
      session.current = null;
      if (discarded) return setState({ step: 'idle' });
      const blob = new Blob(chunks, { type: recorder.mimeType || type });
      if (blob.size === 0) return setState({ step: 'problem', problem: 'failed' });
      setState({ step: 'recorded', blob, durationMs: Math.round(stoppedAt - startedAt) });
    };
    recorder.onerror = () => {
      end(true);
      setState({ step: 'problem', problem: 'failed' });
    };
    const timer = window.setInterval(() => {
      const elapsedMs = performance.now() - startedAt;
      if (elapsedMs >= RECORDING_MAX_MS) return end(false);
      setState({ step: 'recording', elapsedMs });
    }, 250);
    session.current = { recorder, discard: false, timer };
    recorder.start();
    setState({ step: 'recording', elapsedMs: 0 });
  }, [end]);

  // Leaving the conversation while recording releases the microphone and keeps nothing.
  useEffect(() => () => end(true), [end]);

  return {
    state,
    start: () => void start(),
    /** Keeps what was recorded so far. */
    stop: () => end(false),
    /** Throws the recording away (while recording, or once recorded). */
    cancel: () => {
      if (session.current) end(true);
      else setState({ step: 'idle' });
    },
    /** After a send or a problem: back to the record button. */
    reset: () => setState({ step: 'idle' }),
  };
}
