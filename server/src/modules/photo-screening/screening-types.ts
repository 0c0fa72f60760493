/**
 * What a screening provider reports about one image. The rules (screening-rules.ts) decide from it; providers
 * only measure. Scores are 0 to 1 whatever the provider's own scale (Rekognition's percentages are divided by 100).
 */
export type ScreeningProviderName = 'local' | 'rekognition' | 'sandbox';

export type FaceBox = { x: number; y: number; width: number; height: number };

export type DetectedFace = {
  /** Pixels of the image as analysed (after EXIF rotation). */
  box: FaceBox;
  /** The detector's confidence, 0 to 1. */
  score: number;
  /** face-api's 128-d face descriptor (local and sandbox); Rekognition keeps its descriptors to itself. */
  descriptor?: Float32Array;
  /** The estimator's point estimate in years. */
  ageEstimate: number;
  /** The estimator's lower bound in years (decision 0141): estimate minus the margin, or Rekognition's AgeRange.Low. */
  ageLow: number;
};

export type NudityScores = {
  /** The score the rules compare with the thresholds of decision 0142 (local: Porn + Hentai). */
  nudity: number;
  /** Suggestive but not nude (nsfwjs "Sexy", Rekognition "Suggestive"): shown to staff, never acted on alone. */
  suggestive: number;
  /** The provider's own classes, for the evidence staff see. */
  classes: Record<string, number>;
};

export type ViolenceScores = { violence: number; classes: Record<string, number> };

export type PhotoAnalysis =
  | { readable: false; provider: ScreeningProviderName; problem: string }
  | {
      readable: true;
      provider: ScreeningProviderName;
      width: number;
      height: number;
      faces: DetectedFace[];
      nudity: NudityScores;
      /** Absent where the provider has no violence model (local: decision 0142). */
      violence?: ViolenceScores;
      /**
       * The best similarity (0 to 1) of any face in the photo to the verified face, where the provider compares
       * faces itself (Rekognition CompareFaces); absent when no template was given or the provider compares
       * descriptors (local, sandbox: the rules measure the distance).
       */
      templateSimilarity?: number;
      /** Milliseconds the provider took. */
      tookMs: number;
    };

export type ReadableAnalysis = Extract<PhotoAnalysis, { readable: true }>;

/**
 * The verified face, kept "only for matching" (decision 0140): a face-api descriptor for local and sandbox,
 * the face cut out of the reference image (a small JPEG) for Rekognition, whose CompareFaces takes images.
 */
export type FaceTemplate =
  | { kind: 'descriptor'; provider: 'local' | 'sandbox'; descriptor: number[] }
  | { kind: 'face-image'; provider: 'rekognition'; jpegBase64: string };

/** The verified face's analysis: `template` only when exactly one face was found in a readable image. */
export type FaceAnalysis = { analysis: PhotoAnalysis; template: FaceTemplate | null };

export type ScreeningProvider = {
  name: ScreeningProviderName;
  /** Screens a member's upload; with a template the provider may compare faces itself (Rekognition). Never throws for bad bytes. */
  analysePhoto(bytes: Uint8Array, options?: { template?: FaceTemplate | null }): Promise<PhotoAnalysis>;
  /** Screens the verified face (the liveness reference image or the sandbox selfie) and makes its template. */
  analyseFace(bytes: Uint8Array): Promise<FaceAnalysis>;
  /** Frees models, workers and sockets. */
  close(): Promise<void>;
};
