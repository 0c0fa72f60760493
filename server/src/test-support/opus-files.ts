/*
 * Real, minimal Opus recordings made at test time (decision 0157): no binary is committed. Each packet is a silent
 * 20 ms CELT frame (TOC 0xF8: full band, 20 ms, mono, one frame), which every Opus decoder plays as silence.
 * - Ogg Opus (RFC 7845): an OpusHead page, an OpusTags page, then audio pages whose last granule position gives the
 *   length (music-metadata reads the duration from it, less the pre-skip).
 * - WebM Opus as Chromium's MediaRecorder writes it: the segment and clusters of unknown size, no Duration element.
 */

const SAMPLE_RATE = 48_000;
const PRE_SKIP = 312;
const FRAME_MS = 20;
const SILENT_FRAME = Buffer.from([0xf8, 0xff, 0xfe]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc >>> 0;
}

function oggPage(packets: Buffer[], flags: number, granule: bigint, sequence: number, serial = 0x0b1d): Buffer {
  const segments: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      segments.push(255);
      left -= 255;
    }
    segments.push(left);
  }
  const header = Buffer.alloc(27 + segments.length);
  header.write('OggS', 0, 'latin1');
  header[4] = 0;
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = segments.length;
  segments.forEach((size, i) => (header[27 + i] = size));
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

function opusHead(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1; // mono
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(SAMPLE_RATE, 12);
  head.writeInt16LE(0, 16);
  head[18] = 0;
  return head;
}

function opusTags(): Buffer {
  const vendor = Buffer.from('blynd-test', 'latin1');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  tags.writeUInt32LE(0, 12 + vendor.length);
  return tags;
}

/** An Ogg Opus file `seconds` long; `padTo` adds ignored bytes (an Ogg page of padding packets) to reach a size. */
export function oggOpus(seconds: number, options: { padTo?: number } = {}): Buffer {
  const frames = Math.round((seconds * 1000) / FRAME_MS);
  const samplesPerFrame = (SAMPLE_RATE * FRAME_MS) / 1000;
  const pages = [oggPage([opusHead()], 0x02, 0n, 0), oggPage([opusTags()], 0, 0n, 1)];
  let sequence = 2;
  const perPage = 50;
  for (let done = 0; done < frames; done += perPage) {
    const count = Math.min(perPage, frames - done);
    const last = done + count >= frames;
    const granule = BigInt(PRE_SKIP + (done + count) * samplesPerFrame);
    const packets = Array.from({ length: count }, () => SILENT_FRAME);
    if (last && options.padTo) {
      const size = pages.reduce((sum, page) => sum + page.length, 0) + 27 + 3 * count + count + 2;
      let pad = Math.max(0, options.padTo - size);
      while (pad > 0) {
        const chunk = Math.min(pad, 254 * 255);
        // Padding rides in the frames: a code-0 packet with extra bytes is still one (larger) frame to a parser.
        packets.push(Buffer.concat([SILENT_FRAME, Buffer.alloc(chunk)]));
        pad -= chunk + 260;
      }
    }
    pages.push(oggPage(packets, last ? 0x04 : 0, granule, sequence++));
  }
  return Buffer.concat(pages);
}

/** An Ogg Vorbis identification header page: Ogg audio, but not Opus. */
export function oggVorbis(): Buffer {
  const id = Buffer.alloc(30);
  id[0] = 1;
  id.write('vorbis', 1, 'latin1');
  id.writeUInt32LE(0, 7);
  id[11] = 1;
  id.writeUInt32LE(44_100, 12);
  id[28] = 0xb8;
  id[29] = 1;
  return oggPage([id], 0x02, 0n, 0);
}

/** A short PCM WAV file: audio, but not Opus. */
export function wavFile(seconds = 1): Buffer {
  const data = Buffer.alloc(8000 * seconds);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

function ebmlSize(size: number): Buffer {
  const out = Buffer.alloc(8);
  out[0] = 0x01;
  out.writeUIntBE(size, 2, 6);
  return out;
}

function element(id: number[], body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), ebmlSize(body.length), body]);
}

const uint = (value: number, bytes = 4) => {
  const out = Buffer.alloc(bytes);
  out.writeUIntBE(value, 0, bytes);
  return out;
};

/** A WebM Opus file `seconds` long, written as MediaRecorder writes one (unknown sizes, no Duration). */
export function webmOpus(seconds: number): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      element([0x42, 0x86], uint(1, 1)),
      element([0x42, 0xf7], uint(1, 1)),
      element([0x42, 0xf2], uint(4, 1)),
      element([0x42, 0xf3], uint(8, 1)),
      element([0x42, 0x82], Buffer.from('webm', 'latin1')),
      element([0x42, 0x87], uint(4, 1)),
      element([0x42, 0x85], uint(2, 1)),
    ]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      element([0x2a, 0xd7, 0xb1], uint(1_000_000)),
      element([0x4d, 0x80], Buffer.from('blynd-test', 'latin1')),
      element([0x57, 0x41], Buffer.from('blynd-test', 'latin1')),
    ]),
  );
  const frequency = Buffer.alloc(4);
  frequency.writeFloatBE(SAMPLE_RATE);
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element(
      [0xae],
      Buffer.concat([
        element([0xd7], uint(1, 1)),
        element([0x73, 0xc5], uint(1, 1)),
        element([0x83], uint(2, 1)),
        element([0x86], Buffer.from('A_OPUS', 'latin1')),
        element([0x63, 0xa2], opusHead()),
        element([0xe1], Buffer.concat([element([0xb5], frequency), element([0x9f], uint(1, 1))])),
      ]),
    ),
  );
  const frames = Math.round((seconds * 1000) / FRAME_MS);
  const clusters: Buffer[] = [];
  const perCluster = 250; // 5 s, as Chromium does
  for (let start = 0; start < frames; start += perCluster) {
    const blocks: Buffer[] = [element([0xe7], uint(start * FRAME_MS))];
    for (let i = 0; i < Math.min(perCluster, frames - start); i++) {
      const block = Buffer.alloc(4);
      block[0] = 0x81;
      block.writeInt16BE(i * FRAME_MS, 1);
      block[3] = 0x80;
      blocks.push(element([0xa3], Buffer.concat([block, SILENT_FRAME])));
    }
    clusters.push(Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, ...blocks]));
  }
  return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, info, tracks, ...clusters]);
}
