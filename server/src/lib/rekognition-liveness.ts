import { randomUUID } from 'node:crypto';
import {
  CreateFaceLivenessSessionCommand,
  GetFaceLivenessSessionResultsCommand,
  SessionNotFoundException,
  type GetFaceLivenessSessionResultsResponse,
} from '@aws-sdk/client-rekognition';
import type { Config } from '../config/env';
import type { LivenessProvider, LivenessVerdict } from './liveness-provider';
import { rekognitionClient } from './rekognition-client';

/** Rekognition ends a Face Liveness session three minutes after it is created. */
export const REKOGNITION_SESSION_TTL_MS = 3 * 60 * 1000;

/**
 * AWS Rekognition Face Liveness. The app's Amplify FaceLivenessDetector streams the video straight to
 * AWS with the session id; the server creates the session and later reads its result itself.
 */
export function rekognitionLivenessProvider(config: Config['liveness'], now: () => Date): LivenessProvider {
  const client = rekognitionClient(config);
  return {
    name: 'rekognition',
    async createSession() {
      const createdAt = now();
      const { SessionId } = await client.send(
        new CreateFaceLivenessSessionCommand({ ClientRequestToken: randomUUID() }),
      );
      if (!SessionId) throw new Error('Rekognition answered without a SessionId');
      return { sessionId: SessionId, expiresAt: new Date(createdAt.getTime() + REKOGNITION_SESSION_TTL_MS) };
    },
    async fetchResult(sessionId) {
      try {
        return verdictOf(
          await client.send(new GetFaceLivenessSessionResultsCommand({ SessionId: sessionId })),
          config.minConfidence,
        );
      } catch (error) {
        if (error instanceof SessionNotFoundException) return undefined;
        throw error;
      }
    },
  };
}

/** Rekognition's Confidence is 0–100; the record keeps 0–1 like every provider's. A low-confidence SUCCEEDED is a fail. */
export function verdictOf(
  result: Pick<GetFaceLivenessSessionResultsResponse, 'Status' | 'Confidence' | 'ReferenceImage'>,
  threshold: number,
): LivenessVerdict {
  const confidence = result.Confidence === undefined ? null : result.Confidence / 100;
  switch (result.Status) {
    case 'SUCCEEDED':
      if (confidence === null || confidence < threshold)
        return { status: 'failed', confidence, threshold, failureReason: 'Confidence below the threshold' };
      return {
        status: 'passed',
        confidence,
        threshold,
        failureReason: null,
        ...(result.ReferenceImage?.Bytes ? { referenceImage: result.ReferenceImage.Bytes } : {}),
      };
    case 'FAILED':
      return { status: 'failed', confidence, threshold, failureReason: 'The face check could not be completed' };
    case 'EXPIRED':
      return { status: 'failed', confidence, threshold, failureReason: 'Session expired' };
    default:
      // CREATED or IN_PROGRESS: the app has not finished streaming yet.
      return { status: 'pending', confidence: null, threshold, failureReason: null };
  }
}
