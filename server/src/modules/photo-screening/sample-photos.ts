import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { FaceBox } from './screening-types';

/**
 * The six group photos shipped in @vladmandic/face-api's demo folder (clothed adults, 3 to 5 faces each), read from
 * node_modules at run time and never copied into the repository; with the crops the tests and measure.ts make.
 */
export const SAMPLE_COUNT = 6;

export function samplePhoto(index: number): Buffer {
  const demo = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
  return readFileSync(join(demo, `sample${index}.jpg`));
}

export type CropVariant = {
  name: string;
  /** How far the crop reaches beyond the face box, as a share of the box on each side. */
  margin: number;
  /** Shift of the crop's centre, as a share of the box. */
  shift?: number;
  /** Width of the result in pixels. */
  width: number;
  flip?: boolean;
  quality?: number;
  brightness?: number;
};

/** The same face as a member might upload it again: cropped closer or wider, smaller, mirrored, darker, re-encoded. */
export const SAME_FACE_VARIANTS: CropVariant[] = [
  { name: 'wide 400px', margin: 1, width: 400 },
  { name: 'tight 160px', margin: 0.4, width: 160 },
  { name: 'shifted 300px q60', margin: 0.8, shift: 0.25, width: 300, quality: 60 },
  { name: 'mirrored 256px', margin: 0.7, width: 256, flip: true },
  { name: 'darker 320px q40', margin: 0.9, width: 320, quality: 40, brightness: 0.7 },
];

/** The face at `box` (pixels of the full sample) cut out as `variant` says, as a JPEG. */
export async function cropFace(photo: Buffer, box: FaceBox, variant: CropVariant): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const reach = Math.max(box.width, box.height) * (1 + 2 * variant.margin);
  const centreX = box.x + box.width / 2 + (variant.shift ?? 0) * box.width;
  const centreY = box.y + box.height / 2 + (variant.shift ?? 0) * box.height;
  const left = clamp(Math.round(centreX - reach / 2), 0, width - 1);
  const top = clamp(Math.round(centreY - reach / 2), 0, height - 1);
  const side = Math.min(Math.round(reach), width - left, height - top);
  let image = sharp(photo).extract({ left, top, width: side, height: side }).resize(variant.width);
  if (variant.flip) image = image.flop();
  if (variant.brightness) image = image.modulate({ brightness: variant.brightness });
  return image.jpeg({ quality: variant.quality ?? 85 }).toBuffer();
}

/** A part of the sample with no face in it: the strip below everyone's faces, or a plain generated picture. */
export async function faceFreeCrop(photo: Buffer, faces: FaceBox[]): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const below = Math.max(...faces.map((face) => face.y + face.height * 1.6));
  const top = Math.min(Math.round(below), height - 64);
  return sharp(photo)
    .extract({ left: 0, top, width, height: height - top })
    .jpeg()
    .toBuffer();
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
