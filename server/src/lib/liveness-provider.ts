import type { Config } from '../config/env';
import { rekognitionLivenessProvider } from './rekognition-liveness';

/** What the provider says about one face check; only this, fetched by the server, can verify a member. */
export type LivenessVerdict = {
  status: 'pending' | 'passed' | 'failed';
  confidence: number | null;
  threshold: number;
  failureReason: string | null;
  /** The provider's reference image of a passed session (Rekognition's ReferenceImage): the verified face. */
  referenceImage?: Uint8Array;
};

export type LivenessProvider = {
  readonly name: 'sandbox' | 'rekognition';
  /** Starts a session the app's SDK runs against. */
  createSession(): Promise<{ sessionId: string; expiresAt: Date }>;
  /** Undefined when the provider does not know the session. */
  fetchResult(sessionId: string): Promise<LivenessVerdict | undefined>;
  /** Sandbox only: decides what the "SDK run" produced. False when the session is unknown. */
  decide?(sessionId: string, decision: { status: 'passed' | 'failed'; confidence: number }): Promise<boolean>;
};

export const LIVENESS_SESSION_TTL_MS = 10 * 60 * 1000;
/** A pass below this confidence (0–1) is refused unless LIVENESS_MIN_CONFIDENCE says otherwise. */
export const LIVENESS_THRESHOLD = 0.9;

/** The configured provider; the sandbox, which keeps its sessions in a table, comes from modules/member-liveness. */
export function createLivenessProvider(
  config: Config['liveness'],
  now: () => Date,
  sandbox: (threshold: number | undefined) => LivenessProvider,
): LivenessProvider {
  switch (config.provider) {
    case 'sandbox':
      return sandbox(config.minConfidence);
    case 'rekognition':
      return rekognitionLivenessProvider(config, now);
  }
}
