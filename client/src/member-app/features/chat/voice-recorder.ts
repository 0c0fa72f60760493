import { useCallback, useEffect, useRef, useState } from 'react';
import { VOICE_NOTE_MAX_SECONDS } from '@blynd/shared';

/**
 * Opus in WebM is what Chromium records, Opus in Ogg what Firefox does; the server accepts both and nothing else
 * (decision 0157). Where MediaRecorder records neither (Safari), the page encodes Ogg Opus itself (ogg-opus-engine.ts).
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
const CONSTRAINTS: MediaTrackConstraints = { channelCount: 1, echoCancellation: true, noiseSuppression: true };

export type RecorderProblem = 'refused' | 'missing' | 'unsupported' | 'failed';
export type RecorderState =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'recording'; elapsedMs: number }
  | { step: 'recorded'; blob: Blob; durationMs: number }
  | { step: 'problem'; problem: RecorderProblem };

/** A recording under way: `stop` ends it, and the engine then hands over the file (or null when it has none). */
export type RecordingEngine = { stop: () => void };
type OpenEngine = (onDone: (blob: Blob | null) => void) => Promise<RecordingEngine>;

/** How this browser records Opus: its MediaRecorder in one of the types, the page's own encoder, or not at all. */
export function recordingMethod(): { kind: 'media-recorder'; type: string } | { kind: 'ogg-opus' } | null {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  const type =
    typeof MediaRecorder === 'undefined' ? undefined : RECORDING_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
  if (type) return { kind: 'media-recorder', type };
  return typeof AudioWorkletNode === 'undefined' || typeof WebAssembly === 'undefined' ? null : { kind: 'ogg-opus' };
}

/** What a refused getUserMedia means to the member. */
export function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'missing';
  return 'failed';
}

const loadOggOpusEngine = () => import('./ogg-opus-engine');

/** Where the page will encode the notes itself, its encoder starts loading with the conversation, not on the tap. */
export function preloadRecorder() {
  if (recordingMethod()?.kind === 'ogg-opus') void loadOggOpusEngine();
}

/** MediaRecorder in `type`; the microphone is released when it stops. */
async function openMediaRecorder(type: string, onDone: (blob: Blob | null) => void): Promise<RecordingEngine> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: CONSTRAINTS });
  const recorder = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    stream.getTracks().forEach((track) => track.stop());
    const blob = new Blob(chunks, { type: recorder.mimeType || type });
    onDone(blob.size > 0 ? blob : null);
  };
  recorder.onerror = () => {
    chunks.length = 0;
    if (recorder.state !== 'inactive') recorder.stop();
  };
  recorder.start();
  return { stop: () => recorder.state !== 'inactive' && recorder.stop() };
}

/**
 * A voice note: start asks for the microphone, the recording stops itself at the limit, stop keeps it, cancel throws
 * it away; the microphone is released as soon as recording ends.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ step: 'idle' });
  const session = useRef<{ engine?: RecordingEngine; discard: boolean; timer?: number; stoppedAt?: number } | null>(
    null,
  );

  const end = useCallback((discard: boolean) => {
    const current = session.current;
    if (!current) return;
    current.discard = discard;
    current.stoppedAt ??= performance.now();
    window.clearInterval(current.timer);
    current.engine?.stop();
  }, []);

  const start = useCallback(async () => {
    const method = recordingMethod();
    if (!method) return setState({ step: 'problem', problem: 'unsupported' });
    setState({ step: 'asking' });
    const current: NonNullable<typeof session.current> = { discard: false };
    session.current = current;
    let startedAt = performance.now();
    const onDone = (blob: Blob | null) => {
      window.clearInterval(current.timer);
      if (session.current === current) session.current = null;
      if (current.discard) return setState({ step: 'idle' });
      if (!blob) return setState({ step: 'problem', problem: 'failed' });
      const durationMs = Math.round((current.stoppedAt ?? performance.now()) - startedAt);
      setState({ step: 'recorded', blob, durationMs });
    };
    let open: OpenEngine;
    if (method.kind === 'media-recorder') open = (done) => openMediaRecorder(method.type, done);
    else {
      // Made and resumed here, in the tap, before anything is awaited: Safari starts no sound context afterwards.
      const audio = new AudioContext();
      void audio.resume();
      open = async (done) =>
        (await loadOggOpusEngine()).openOggOpusEngine(audio, CONSTRAINTS, RECORDING_BITS_PER_SECOND, done);
    }
    try {
      current.engine = await open(onDone);
    } catch (error) {
      if (session.current === current) session.current = null;
      return setState(current.discard ? { step: 'idle' } : { step: 'problem', problem: problemOf(error) });
    }
    // Cancelled while the microphone was being asked for.
    if (current.discard) return current.engine.stop();
    startedAt = performance.now();
    current.timer = window.setInterval(() => {
      const elapsedMs = performance.now() - startedAt;
      if (elapsedMs >= RECORDING_MAX_MS) return end(false);
      setState({ step: 'recording', elapsedMs });
    }, 250);
    setState({ step: 'recording', elapsedMs: 0 });
  }, [end]);

  useEffect(preloadRecorder, []);
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
