import Recorder from 'opus-recorder';
import encoderPath from 'opus-recorder/dist/encoderWorker.min.js?url';
import type { RecordingEngine } from './voice-recorder';

/**
 * Opus in Ogg encoded in the page (opus-recorder's libopus build, WebAssembly in an AudioWorklet), for a browser whose
 * MediaRecorder records no Opus: Safari's records AAC in MP4, which the server refuses (decision 0157). Loaded only
 * there (decision 0181). `audio` was made and resumed in the member's tap: Safari starts no sound context later.
 */
export async function openOggOpusEngine(
  audio: AudioContext,
  constraints: MediaTrackConstraints,
  bitsPerSecond: number,
  onDone: (blob: Blob | null) => void,
): Promise<RecordingEngine> {
  let stream: MediaStream | undefined;
  const release = () => {
    stream?.getTracks().forEach((track) => track.stop());
    void audio.close().catch(() => undefined);
  };
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: constraints });
    const recorder = new Recorder({
      sourceNode: audio.createMediaStreamSource(stream),
      encoderPath,
      encoderSampleRate: 48000,
      encoderBitRate: bitsPerSecond,
      encoderApplication: 2048, // voice
      numberOfChannels: 1,
      streamPages: false,
    });
    let file: Uint8Array | null = null;
    recorder.ondataavailable = (data) => {
      file = data;
    };
    recorder.onstop = () => {
      release();
      const bytes: Uint8Array | null = file;
      onDone(bytes && bytes.length > 0 ? new Blob([new Uint8Array(bytes)], { type: 'audio/ogg' }) : null);
    };
    await recorder.start();
    return { stop: () => void recorder.stop() };
  } catch (error) {
    release();
    throw error;
  }
}
