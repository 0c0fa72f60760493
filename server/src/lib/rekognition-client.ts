import { RekognitionClient } from '@aws-sdk/client-rekognition';

/** Where and how the server reaches AWS Rekognition (liveness and photo screening each have their own settings). */
export type RekognitionSettings = {
  region?: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  timeoutMs: number;
};

/**
 * A Rekognition client that tries a request twice at most and gives up on a connection or an answer after
 * `timeoutMs`. Without explicit keys the SDK's default chain applies (environment, shared files, instance or task
 * role).
 */
export const rekognitionClient = (settings: RekognitionSettings) =>
  new RekognitionClient({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: settings.timeoutMs, requestTimeout: settings.timeoutMs },
  });
