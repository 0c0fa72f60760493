import type {
  DetectedFace,
  FaceTemplate,
  PhotoAnalysis,
  ReadableAnalysis,
  ScreeningProviderName,
} from './screening-types';

/**
 * The photo screening rules, pure: the provider measures, these decide. Every threshold here comes from a
 * measurement in a decision record; change one only with a new measurement.
 */

export const ADULT_AGE = 18;
/** face-api gives a point estimate; its lower bound is the estimate less this (decision 0141). */
export const LOCAL_AGE_MARGIN_YEARS = 3;
/** Euclidean distance between face-api descriptors at or under which two faces are one person (decision 0140). */
export const FACE_MATCH_MAX_DISTANCE = 0.45;
/** Rekognition CompareFaces similarity (0 to 1) at or over which two faces are one person (decision 0140). */
export const REKOGNITION_MIN_SIMILARITY = 0.95;

type Band = { hold: number; reject: number };
/**
 * Decision 0142: at `hold` a photo waits for staff, at `reject` it is refused. nsfwjs's MobileNetV2 scored clothed
 * pictures up to 0.94 (crops of the sample photos; grid tiles of them up to 1.00), so its score never rejects on its
 * own: everything from `hold` up waits for staff. The sandbox's scores are the ones a test marks (sandbox-provider.ts).
 */
export const NUDITY_BANDS: Record<ScreeningProviderName, Band> = {
  local: { hold: 0.6, reject: Number.POSITIVE_INFINITY },
  sandbox: { hold: 0.6, reject: 0.9 },
  rekognition: { hold: 0.5, reject: 0.9 },
};
/** Only Rekognition measures violence; the local models have no violence class (decision 0142). */
export const VIOLENCE_BANDS: Record<ScreeningProviderName, Band> = {
  local: { hold: 0.6, reject: 0.9 },
  sandbox: { hold: 0.6, reject: 0.9 },
  rekognition: { hold: 0.5, reject: 0.9 },
};

export type PhotoStatus = 'approved' | 'held' | 'rejected';
export type PhotoReason =
  'nudity' | 'violence' | 'no-face' | 'not-you' | 'several-faces' | 'underage' | 'duplicate' | 'unreadable';
export type FaceMatch = 'match' | 'no-face' | 'mismatch';

export type ScreeningScores = {
  faces: number;
  nudity?: number;
  suggestive?: number;
  violence?: number;
  /** Local and sandbox: the smallest descriptor distance of any face to the verified face. */
  faceDistance?: number;
  /** Rekognition: the best CompareFaces similarity of any face to the verified face. */
  faceSimilarity?: number;
  /** The youngest face's estimate and lower bound. */
  ageEstimate?: number;
  ageLow?: number;
  duplicateDistance?: number;
};

export type DuplicateMatch = { photoId: string; distance: number };

export type PhotoVerdictInput = {
  analysis: PhotoAnalysis;
  /** The first photo must show the member's face and no one else's. */
  position: 'first' | 'other';
  /** The member's verified face; null before liveness (or the sandbox selfie) has given one. */
  verifiedFace: FaceTemplate | null;
  /** Another member's photo or a removed photo within the duplicate distance (perceptual-hash.ts), if any. */
  duplicate: DuplicateMatch | null;
};

export type PhotoVerdict =
  | { status: PhotoStatus; reason?: PhotoReason; faceMatch: FaceMatch; scores: ScreeningScores }
  /** A face is shown but there is no verified face yet to compare it with: screen again once there is one. */
  | { status: 'checking'; waitingFor: 'verified-face'; faceMatch: 'pending'; scores: ScreeningScores };

/**
 * One upload's verdict. Order matters: a possible child comes first, so staff always see it whatever else is wrong
 * with the photo; then what a model is sure of enough to refuse; then what waits for staff.
 */
export function photoVerdict({ analysis, position, verifiedFace, duplicate }: PhotoVerdictInput): PhotoVerdict {
  if (!analysis.readable)
    return { status: 'rejected', reason: 'unreadable', faceMatch: 'no-face', scores: { faces: 0 } };
  const match = faceMatchOf(analysis, verifiedFace);
  const scores = scoresOf(analysis, match, duplicate);
  const faceMatch: FaceMatch | 'pending' = match.kind;
  const decided = (status: PhotoStatus, reason?: PhotoReason): PhotoVerdict => ({
    status,
    ...(reason ? { reason } : {}),
    faceMatch: faceMatch === 'pending' ? 'no-face' : faceMatch,
    scores,
  });
  const nudity = bandOf(analysis.nudity.nudity, NUDITY_BANDS[analysis.provider]);
  const violence = analysis.violence ? bandOf(analysis.violence.violence, VIOLENCE_BANDS[analysis.provider]) : 'clear';

  if (analysis.faces.some(looksUnderage)) return decided('held', 'underage');
  if (nudity === 'reject') return decided('rejected', 'nudity');
  if (violence === 'reject') return decided('rejected', 'violence');
  if (position === 'first' && analysis.faces.length === 0) return decided('rejected', 'no-face');
  if (position === 'first' && analysis.faces.length > 1) return decided('rejected', 'several-faces');
  if (nudity === 'hold') return decided('held', 'nudity');
  if (violence === 'hold') return decided('held', 'violence');
  if (duplicate) return decided('held', 'duplicate');
  if (faceMatch === 'pending') return { status: 'checking', waitingFor: 'verified-face', faceMatch, scores };
  if (faceMatch === 'mismatch') return decided('held', 'not-you');
  return decided('approved');
}

export type AgeVerdict =
  | { kind: 'adult'; ageLow: number }
  /** Under 18 with the margin: the account waits for staff before sign-up finishes. */
  | { kind: 'review'; reason: 'underage'; ageLow: number }
  /** No age can be told: the member takes the picture again. */
  | { kind: 'retake'; reason: 'unreadable' | 'no-face' | 'several-faces' };

/** The verified face's age rule (margin in decision 0141). */
export function ageVerdict(analysis: PhotoAnalysis): AgeVerdict {
  if (!analysis.readable) return { kind: 'retake', reason: 'unreadable' };
  if (analysis.faces.length === 0) return { kind: 'retake', reason: 'no-face' };
  if (analysis.faces.length > 1) return { kind: 'retake', reason: 'several-faces' };
  const { ageLow } = analysis.faces[0]!;
  return ageLow < ADULT_AGE ? { kind: 'review', reason: 'underage', ageLow } : { kind: 'adult', ageLow };
}

/**
 * A face in a photo that may be a child's: its point estimate under 18. The margin of decision 0141 is for the
 * verified face (once per member); applied to every face of every photo it would hold most group photos of young
 * adults (measure.ts).
 */
export const looksUnderage = (face: DetectedFace) => face.ageEstimate < ADULT_AGE;

/** Euclidean distance between two face-api descriptors. */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`descriptors of ${a.length} and ${b.length} values`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/** Whether a face is the verified face, by descriptor (local, sandbox). */
export const isSameFace = (face: DetectedFace, template: number[]) =>
  face.descriptor !== undefined && descriptorDistance(face.descriptor, template) <= FACE_MATCH_MAX_DISTANCE;

type MatchOutcome =
  { kind: 'no-face' } | { kind: 'pending' } | { kind: 'match' | 'mismatch'; distance?: number; similarity?: number };

function faceMatchOf(analysis: ReadableAnalysis, template: FaceTemplate | null): MatchOutcome {
  if (analysis.faces.length === 0) return { kind: 'no-face' };
  if (!template) return { kind: 'pending' };
  if (template.kind === 'face-image') {
    const similarity = analysis.templateSimilarity;
    if (similarity === undefined) return { kind: 'pending' };
    return { kind: similarity >= REKOGNITION_MIN_SIMILARITY ? 'match' : 'mismatch', similarity };
  }
  const distances = analysis.faces.flatMap((face) =>
    face.descriptor ? [descriptorDistance(face.descriptor, template.descriptor)] : [],
  );
  if (distances.length === 0) return { kind: 'pending' };
  const distance = Math.min(...distances);
  return { kind: distance <= FACE_MATCH_MAX_DISTANCE ? 'match' : 'mismatch', distance };
}

function scoresOf(analysis: ReadableAnalysis, match: MatchOutcome, duplicate: DuplicateMatch | null): ScreeningScores {
  const youngest = [...analysis.faces].sort((a, b) => a.ageEstimate - b.ageEstimate)[0];
  return {
    faces: analysis.faces.length,
    nudity: round(analysis.nudity.nudity),
    suggestive: round(analysis.nudity.suggestive),
    ...(analysis.violence ? { violence: round(analysis.violence.violence) } : {}),
    ...('distance' in match && match.distance !== undefined ? { faceDistance: round(match.distance) } : {}),
    ...('similarity' in match && match.similarity !== undefined ? { faceSimilarity: round(match.similarity) } : {}),
    ...(youngest ? { ageEstimate: round(youngest.ageEstimate), ageLow: round(youngest.ageLow) } : {}),
    ...(duplicate ? { duplicateDistance: duplicate.distance } : {}),
  };
}

function bandOf(score: number, band: Band): 'clear' | 'hold' | 'reject' {
  if (score >= band.reject) return 'reject';
  return score >= band.hold ? 'hold' : 'clear';
}

const round = (value: number) => Math.round(value * 1000) / 1000;
