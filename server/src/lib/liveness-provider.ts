import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { sandboxLivenessSessions } from '../db/schema';
import { rekognitionLivenessProvider } from './rekognition-liveness';

/** What the provider says about one face check; only this, fetched by the server, can verify a member. */
export type LivenessVerdict = {
  status: 'pending' | 'passed' | 'failed';
  confidence: number | null;
  threshold: number;
  failureReason: string | null;
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

export function createLivenessProvider(config: Config['liveness'], db: Db, now: () => Date): LivenessProvider {
  switch (config.provider) {
    case 'sandbox':
      return sandboxLivenessProvider(db, now, config.minConfidence);
    case 'rekognition':
      return rekognitionLivenessProvider(config, now);
  }
}

/** A local stand-in for a face liveness service (outside production only): every session passes unless told otherwise. */
export function sandboxLivenessProvider(db: Db, now: () => Date, threshold = LIVENESS_THRESHOLD): LivenessProvider {
  return {
    name: 'sandbox',
    async createSession() {
      const sessionId = randomUUID();
      const createdAt = now();
      await db.insert(sandboxLivenessSessions).values({ id: sessionId, createdAt });
      return { sessionId, expiresAt: new Date(createdAt.getTime() + LIVENESS_SESSION_TTL_MS) };
    },
    async fetchResult(sessionId) {
      const [row] = await db
        .select()
        .from(sandboxLivenessSessions)
        .where(eq(sandboxLivenessSessions.id, sessionId))
        .limit(1);
      if (!row) return undefined;
      if (row.status === 'failed')
        return { status: 'failed', confidence: row.confidence, threshold, failureReason: 'No live face was detected' };
      if (row.confidence < threshold) {
        return {
          status: 'failed',
          confidence: row.confidence,
          threshold,
          failureReason: 'Confidence below the threshold',
        };
      }
      return { status: 'passed', confidence: row.confidence, threshold, failureReason: null };
    },
    async decide(sessionId, decision) {
      const rows = await db
        .update(sandboxLivenessSessions)
        .set({ status: decision.status, confidence: decision.confidence })
        .where(eq(sandboxLivenessSessions.id, sessionId))
        .returning({ id: sandboxLivenessSessions.id });
      return rows.length === 1;
    },
  };
}
