import { SANDBOX_MEMBER_FACE } from '../../lib/sandbox-face';
import { descriptorFaceAnalysis } from './face-template';
import { decodeForAnalysis } from './image-input';
import type { DetectedFace, FaceAnalysis, PhotoAnalysis, ScreeningProvider } from './screening-types';

/**
 * SCREENING_PROVIDER=sandbox (decision 0143): no model runs. Every readable image shows one adult face, the
 * member's own, and nothing objectionable, so it is approved at once with faceMatch "match". A test asks for
 * another verdict by putting the ASCII text `blynd-sandbox:<marker>` anywhere in the image's bytes, e.g. in its
 * EXIF description: sharp(...).withExif({ IFD0: { ImageDescription: 'blynd-sandbox:nudity' } }).
 * Bytes that are not an image are still unreadable: the sandbox decodes them as the real providers do.
 * Production refuses this provider (config/env.ts).
 */
export const SANDBOX_MARKERS = [
  'nudity',
  'nudity-held',
  'violence',
  'violence-held',
  'no-face',
  'several-faces',
  'not-you',
  'underage',
] as const;
export type SandboxMarker = (typeof SANDBOX_MARKERS)[number];

const MARKER = /blynd-sandbox:([a-z-]+)/;
/** The one face every sandbox picture shows; its template is the verified face of every sandbox member. */
const MEMBER_FACE = [...SANDBOX_MEMBER_FACE];
/** Someone else's face: a descriptor far from the member's (distance 2.83). */
const OTHER_FACE = MEMBER_FACE.map((value, i) => value + (i % 2 === 0 ? 0.25 : -0.25));

/** The marker in these bytes, if any. */
export function sandboxMarkerOf(bytes: Uint8Array): SandboxMarker | undefined {
  const found = MARKER.exec(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
  return SANDBOX_MARKERS.find((marker) => marker === found?.[1]);
}

export function createSandboxProvider(): ScreeningProvider {
  const analysePhoto = async (bytes: Uint8Array): Promise<PhotoAnalysis> => {
    const decoded = await decodeForAnalysis(bytes, 64);
    if (decoded.kind === 'unreadable') return { readable: false, provider: 'sandbox', problem: decoded.problem };
    const marker = sandboxMarkerOf(bytes);
    const { width, height } = decoded.image;
    const face = (descriptor: number[], age: number, x = 0.3): DetectedFace => ({
      box: {
        x: Math.round(width * x),
        y: Math.round(height * 0.25),
        width: Math.round(width * 0.3),
        height: Math.round(height * 0.4),
      },
      score: 0.99,
      descriptor: Float32Array.from(descriptor),
      ageEstimate: age,
      ageLow: age - 3,
    });
    const faces =
      marker === 'no-face'
        ? []
        : marker === 'several-faces'
          ? [face(MEMBER_FACE, 30, 0.05), face(OTHER_FACE, 31, 0.6)]
          : [face(marker === 'not-you' ? OTHER_FACE : MEMBER_FACE, marker === 'underage' ? 15 : 30)];
    const nudity = marker === 'nudity' ? 0.97 : marker === 'nudity-held' ? 0.7 : 0.01;
    const violence = marker === 'violence' ? 0.97 : marker === 'violence-held' ? 0.7 : 0.01;
    return {
      readable: true,
      provider: 'sandbox',
      width,
      height,
      faces,
      nudity: { nudity, suggestive: 0, classes: { sandbox: nudity } },
      violence: { violence, classes: { sandbox: violence } },
      tookMs: 0,
    };
  };
  return {
    name: 'sandbox',
    analysePhoto,
    async analyseFace(bytes): Promise<FaceAnalysis> {
      return descriptorFaceAnalysis(await analysePhoto(bytes), 'sandbox');
    },
    async close() {},
  };
}
