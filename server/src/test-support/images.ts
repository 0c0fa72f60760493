import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * A real JPEG of `width`×`height` that carries GPS EXIF and a camera `make` (and `model`, and an `orientation`
 * tag when given), for the upload pipeline to strip.
 */
export function jpegWithGps(options: {
  width: number;
  height: number;
  background: string;
  make: string;
  model?: string;
  orientation?: number;
}): Promise<Buffer> {
  const jpeg = sharp({
    create: { width: options.width, height: options.height, channels: 3, background: options.background },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: options.make, ...(options.model ? { Model: options.model } : {}) },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 5678/100',
      },
    });
  return (options.orientation ? jpeg.withMetadata({ orientation: options.orientation }) : jpeg).toBuffer();
}

/** A valid PNG header declaring 10 000 × 10 000 pixels (100 megapixels) with almost no data behind it. */
export function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small JPEG the screening sandbox reads as one adult face (decision 0143), or as `marker` says (`no-face`,
 * `several-faces`, `underage`, …): the sandbox liveness step's selfie, and photos, in tests.
 */
export function sandboxJpeg(marker?: string, background = '#c98f65'): Promise<Buffer> {
  const image = sharp({ create: { width: 240, height: 240, channels: 3, background } }).jpeg();
  return (marker ? image.withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } }) : image).toBuffer();
}
