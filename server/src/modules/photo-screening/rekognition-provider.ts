import {
  CompareFacesCommand,
  DetectFacesCommand,
  DetectModerationLabelsCommand,
  InvalidImageFormatException,
  ImageTooLargeException,
  InvalidParameterException,
  type FaceDetail,
  type ModerationLabel,
} from '@aws-sdk/client-rekognition';
import sharp from 'sharp';
import { rekognitionClient, type RekognitionSettings } from '../../lib/rekognition-client';
import { decodeForAnalysis } from './image-input';
import type { DetectedFace, FaceAnalysis, FaceTemplate, PhotoAnalysis, ScreeningProvider } from './screening-types';

export type RekognitionScreeningConfig = RekognitionSettings;

/** Top-level moderation categories (taxonomy v6 and v7) read as nudity, suggestive and violence (decision 0142). */
const NUDITY = new Set(['Explicit Nudity', 'Explicit']);
const SUGGESTIVE = new Set([
  'Suggestive',
  'Non-Explicit Nudity of Intimate parts and Kissing',
  'Swimwear or Underwear',
]);
const VIOLENCE = new Set(['Violence', 'Visually Disturbing', 'Graphic Violence']);
/** Rekognition takes images up to 5 MB; 1600 px keeps every face large enough and the request small. */
const SENT_LONG_SIDE = 1600;

/**
 * The image as it leaves for AWS: rotated as its EXIF says, at most 1600 px, re-encoded as JPEG with no metadata
 * (no location or camera data goes to AWS). Exported so that tests can describe these exact bytes to the stand-in.
 */
export async function imageForRekognition(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes, { failOn: 'warning', limitInputPixels: 50_000_000 })
    .rotate()
    .resize(SENT_LONG_SIDE, SENT_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * SCREENING_PROVIDER=rekognition: DetectFaces (with AgeRange), DetectModerationLabels and, given the verified
 * face, CompareFaces. The verified face's template is that face cut out of the reference image, the only thing
 * CompareFaces can compare with; Rekognition keeps no collection of our members' faces.
 */
export function createRekognitionProvider(config: RekognitionScreeningConfig): ScreeningProvider {
  const client = rekognitionClient(config);

  const analyse = async (
    bytes: Uint8Array,
    template: FaceTemplate | null,
  ): Promise<{ analysis: PhotoAnalysis; sent?: Buffer }> => {
    const started = performance.now();
    const decoded = await decodeForAnalysis(bytes, 64);
    if (decoded.kind === 'unreadable')
      return { analysis: { readable: false, provider: 'rekognition', problem: decoded.problem } };
    const sent = await imageForRekognition(bytes);
    const { width = 0, height = 0 } = await sharp(sent).metadata();
    try {
      const [faces, labels] = await Promise.all([
        client.send(new DetectFacesCommand({ Image: { Bytes: sent }, Attributes: ['AGE_RANGE'] })),
        client.send(new DetectModerationLabelsCommand({ Image: { Bytes: sent }, MinConfidence: 20 })),
      ]);
      const detected = (faces.FaceDetails ?? []).map((face) => toFace(face, width, height));
      let templateSimilarity: number | undefined;
      if (template?.kind === 'face-image' && detected.length > 0) {
        const compared = await client.send(
          new CompareFacesCommand({
            SourceImage: { Bytes: Buffer.from(template.jpegBase64, 'base64') },
            TargetImage: { Bytes: sent },
            SimilarityThreshold: 0,
          }),
        );
        templateSimilarity = Math.max(0, ...(compared.FaceMatches ?? []).map((match) => (match.Similarity ?? 0) / 100));
      }
      const moderation = labels.ModerationLabels ?? [];
      const analysis: PhotoAnalysis = {
        readable: true,
        provider: 'rekognition',
        width,
        height,
        faces: detected,
        nudity: {
          nudity: highest(moderation, NUDITY),
          suggestive: highest(moderation, SUGGESTIVE),
          classes: classesOf(moderation),
        },
        violence: {
          violence: highest(moderation, VIOLENCE),
          classes: classesOf(moderation.filter((l) => inSet(l, VIOLENCE))),
        },
        ...(templateSimilarity === undefined ? {} : { templateSimilarity }),
        tookMs: Math.round(performance.now() - started),
      };
      return { analysis, sent };
    } catch (error) {
      // What AWS cannot read is unreadable, as it is for the local models; anything else (network, throttling) throws.
      if (
        error instanceof InvalidImageFormatException ||
        error instanceof ImageTooLargeException ||
        error instanceof InvalidParameterException
      )
        return { analysis: { readable: false, provider: 'rekognition', problem: error.name } };
      throw error;
    }
  };

  return {
    name: 'rekognition',
    async analysePhoto(bytes, options) {
      return (await analyse(bytes, options?.template ?? null)).analysis;
    },
    async analyseFace(bytes): Promise<FaceAnalysis> {
      const { analysis, sent } = await analyse(bytes, null);
      if (!analysis.readable || analysis.faces.length !== 1 || !sent) return { analysis, template: null };
      const jpeg = await cutOut(sent, analysis.faces[0]!.box, analysis.width, analysis.height);
      return {
        analysis,
        template: { kind: 'face-image', provider: 'rekognition', jpegBase64: jpeg.toString('base64') },
      };
    },
    async close() {
      client.destroy();
    },
  };
}

function toFace(face: FaceDetail, width: number, height: number): DetectedFace {
  const box = face.BoundingBox ?? {};
  const low = face.AgeRange?.Low ?? 0;
  const high = face.AgeRange?.High ?? low;
  return {
    box: {
      x: Math.round((box.Left ?? 0) * width),
      y: Math.round((box.Top ?? 0) * height),
      width: Math.round((box.Width ?? 0) * width),
      height: Math.round((box.Height ?? 0) * height),
    },
    score: (face.Confidence ?? 0) / 100,
    ageEstimate: (low + high) / 2,
    ageLow: low,
  };
}

/** The face with a fifth of its size around it, as CompareFaces needs a face it can find again. */
async function cutOut(image: Buffer, box: DetectedFace['box'], width: number, height: number): Promise<Buffer> {
  const padX = Math.round(box.width * 0.2);
  const padY = Math.round(box.height * 0.2);
  const left = Math.max(0, box.x - padX);
  const top = Math.max(0, box.y - padY);
  return sharp(image)
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(width - left, box.width + 2 * padX)),
      height: Math.max(1, Math.min(height - top, box.height + 2 * padY)),
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const inSet = (label: ModerationLabel, names: Set<string>) =>
  names.has(label.Name ?? '') || names.has(label.ParentName ?? '');

const highest = (labels: ModerationLabel[], names: Set<string>) =>
  Math.max(0, ...labels.filter((label) => inSet(label, names)).map((label) => (label.Confidence ?? 0) / 100));

const classesOf = (labels: ModerationLabel[]) =>
  Object.fromEntries(labels.map((label) => [label.Name ?? '', (label.Confidence ?? 0) / 100]));
