import { MEMBER_CHAT_MESSAGES as TEXT, VOICE_NOTE_MAX_BYTES, VOICE_NOTE_MAX_SECONDS } from '@blynd/shared';
import { AppError } from '../../lib/app-error';

/*
 * What an upload really is, read from its bytes (decision 0157): never its name or declared Content-Type. file-type
 * names the container; music-metadata reads the codec and the length. Chromium's MediaRecorder writes WebM with a
 * segment and clusters of unknown size and no Duration element, which music-metadata cannot read: there the codec
 * (the track's CodecID) and the length (the last block's time plus one frame) come from a scan of the EBML elements
 * below, which reads no more than the element headers.
 */

export type Sniffed =
  | { kind: 'voice-container'; container: 'ogg' | 'webm'; mimeType: string }
  | { kind: 'audio-other'; mimeType: string }
  | { kind: 'image'; mimeType: 'image/jpeg' | 'image/png' | 'image/webp' }
  | { kind: 'unknown' };

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The real type of an upload, from its first bytes. */
export async function sniffUpload(bytes: Buffer): Promise<Sniffed> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!type) return { kind: 'unknown' };
  if (IMAGE_TYPES.has(type.mime)) return { kind: 'image', mimeType: type.mime as 'image/jpeg' };
  // Ogg whose first packet is an OpusHead; other Ogg (Vorbis, Speex, FLAC, Theora) is audio, but not Opus.
  if (type.ext === 'opus') return { kind: 'voice-container', container: 'ogg', mimeType: 'audio/ogg; codecs=opus' };
  if (type.ext === 'webm') return { kind: 'voice-container', container: 'webm', mimeType: 'audio/webm; codecs=opus' };
  if (type.mime.startsWith('audio/') || type.mime.startsWith('video/'))
    return { kind: 'audio-other', mimeType: type.mime };
  return { kind: 'unknown' };
}

export type VoiceNote = { mimeType: string; durationMs: number };

/**
 * A voice note as stored, or the refusal: not audio at all (415), over 500 KB (413, before anything is parsed), not
 * Opus (415), unreadable (415), over 60 seconds (422).
 */
export async function checkVoiceNote(bytes: Buffer, sniffed: Sniffed): Promise<VoiceNote> {
  if (sniffed.kind !== 'voice-container' && sniffed.kind !== 'audio-other')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.notVoiceOrPhoto);
  if (bytes.length > VOICE_NOTE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TEXT.voiceTooLarge);
  if (sniffed.kind === 'audio-other') throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.voiceNotOpus);
  const read = await readAudio(bytes, sniffed.container);
  if (!read) throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.notVoiceOrPhoto);
  if (!/^opus$/i.test(read.codec)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.voiceNotOpus);
  if (!(read.durationMs > 0)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.notVoiceOrPhoto);
  // A recorder stopped at 60 s writes a few milliseconds more: the limit is 60 s to the frame (20 ms).
  if (read.durationMs > VOICE_NOTE_MAX_SECONDS * 1000 + 20)
    throw new AppError('UNPROCESSABLE_CONTENT', TEXT.voiceTooLong);
  return { mimeType: sniffed.mimeType, durationMs: Math.round(read.durationMs) };
}

type AudioRead = { codec: string; durationMs: number };

async function readAudio(bytes: Buffer, container: 'ogg' | 'webm'): Promise<AudioRead | undefined> {
  const { parseBuffer } = await import('music-metadata');
  try {
    const { format } = await parseBuffer(
      bytes,
      { mimeType: `audio/${container}`, size: bytes.length },
      { duration: true },
    );
    if (format.codec && format.duration !== undefined)
      return { codec: format.codec.replace(/^A_/, ''), durationMs: format.duration * 1000 };
  } catch {
    // Unreadable to music-metadata: a WebM of unknown sizes is read below, anything else is refused.
  }
  return container === 'webm' ? scanWebm(bytes) : undefined;
}

const ID = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  blockGroup: 0xa0,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  codecId: 0x86,
  trackType: 0x83,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
};
/** Elements read inside (their children follow their header), whatever their size says. */
const MASTERS = new Set([ID.segment, ID.cluster, ID.tracks, ID.trackEntry, ID.blockGroup, ID.info]);
const OPUS_FRAME_MS = 20;

function readVint(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    if (bytes[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** Codec and length of a WebM from its elements: CodecID of the audio track, the last block's time plus a frame. */
export function scanWebm(bytes: Buffer): AudioRead | undefined {
  let at = 0;
  let scaleNs = 1_000_000;
  let clusterTime = 0;
  let lastMs = -1;
  const codecs: string[] = [];
  let video = false;
  let steps = 0;
  while (at < bytes.length && steps++ < 200_000) {
    const id = readVint(bytes, at, true);
    if (!id) return undefined;
    const size = readVint(bytes, at + id.length, false);
    if (!size) return undefined;
    const start = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      at = start;
      continue;
    }
    if (size.unknown) return undefined;
    const end = start + size.value;
    if (end > bytes.length) break; // a recording cut short: what was read so far stands
    const body = bytes.subarray(start, end);
    switch (id.value) {
      case ID.timecodeScale:
        scaleNs = body.readUIntBE(0, Math.min(6, body.length)) || scaleNs;
        break;
      case ID.codecId:
        codecs.push(body.toString('latin1'));
        break;
      case ID.trackType:
        if (body[0] === 1) video = true;
        break;
      case ID.clusterTimecode:
        clusterTime = body.length ? body.readUIntBE(0, Math.min(6, body.length)) : 0;
        break;
      case ID.simpleBlock:
      case ID.block: {
        const track = readVint(body, 0, false);
        if (track && body.length >= track.length + 2) {
          const ms = ((clusterTime + body.readInt16BE(track.length)) * scaleNs) / 1_000_000;
          lastMs = Math.max(lastMs, ms);
        }
        break;
      }
    }
    at = end;
  }
  if (video || codecs.length !== 1 || lastMs < 0)
    return codecs.length ? { codec: codecs[0]!.replace(/^A_/, ''), durationMs: 0 } : undefined;
  return { codec: codecs[0]!.replace(/^A_/, ''), durationMs: lastMs + OPUS_FRAME_MS };
}
