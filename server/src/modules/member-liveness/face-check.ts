import { FACE_CHECK_MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { ageVerdict } from '../photo-screening/screening-rules';
import type { FaceTemplate } from '../photo-screening/screening-types';
import { storeFaceImage } from '../member-verification/verification.service';

/** The verified face as read from the sandbox selfie or the liveness reference image, kept on the check until it passes. */
export type FaceReading = {
  provider: string;
  template: FaceTemplate;
  ageLow: number;
  ageEstimate: number;
  verdict: 'adult' | 'review';
  /** The image in photo storage (decision 0148): deleted once nothing open needs it. */
  imageKey: string;
};

const RETAKE_TEXT = {
  unreadable: FACE_CHECK_MESSAGES.selfieUnreadable,
  'no-face': FACE_CHECK_MESSAGES.selfieNoFace,
  'several-faces': FACE_CHECK_MESSAGES.selfieSeveralFaces,
} as const;

export type FaceOutcome = { kind: 'read'; reading: FaceReading } | { kind: 'retake'; message: string };

/**
 * Analyses the verified face (decisions 0140, 0141): a template from exactly one readable face, and its age. No face,
 * several, or unreadable bytes ask for another picture; an estimate under 18 with the margin sends it to staff.
 */
export async function readFace(ctx: AppContext, bytes: Uint8Array): Promise<FaceOutcome> {
  const { analysis, template } = await ctx.screening.analyseFace(bytes);
  const verdict = ageVerdict(analysis);
  if (verdict.kind === 'retake') return { kind: 'retake', message: RETAKE_TEXT[verdict.reason] };
  if (!template || !analysis.readable) return { kind: 'retake', message: RETAKE_TEXT.unreadable };
  const face = analysis.faces[0]!;
  return {
    kind: 'read',
    reading: {
      provider: ctx.screening.name,
      template,
      ageLow: verdict.ageLow,
      ageEstimate: face.ageEstimate,
      verdict: verdict.kind,
      imageKey: await storeFaceImage(ctx, bytes),
    },
  };
}

/** The same, for the selfie route: a retake is a 422 with the reason in words. */
export async function readSelfie(ctx: AppContext, bytes: Uint8Array): Promise<FaceReading> {
  const outcome = await readFace(ctx, bytes);
  if (outcome.kind === 'retake') throw new AppError('UNPROCESSABLE_CONTENT', outcome.message);
  return outcome.reading;
}
