import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { LIVENESS_SESSION_TTL_MS, LIVENESS_THRESHOLD, type LivenessProvider } from '../../lib/liveness-provider';
import { decideSandboxSession, findSandboxSession, insertSandboxSession } from './sandbox-liveness.repository';

/** A local stand-in for a face liveness service (outside production only): every session passes unless told otherwise. */
export function sandboxLivenessProvider(db: DbOrTx, now: () => Date, threshold = LIVENESS_THRESHOLD): LivenessProvider {
  return {
    name: 'sandbox',
    async createSession() {
      const sessionId = randomUUID();
      const createdAt = now();
      await insertSandboxSession(db, sessionId, createdAt);
      return { sessionId, expiresAt: new Date(createdAt.getTime() + LIVENESS_SESSION_TTL_MS) };
    },
    async fetchResult(sessionId) {
      const row = await findSandboxSession(db, sessionId);
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
    decide: (sessionId, decision) => decideSandboxSession(db, sessionId, decision),
  };
}
