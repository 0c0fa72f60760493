import { createHash, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body';

type SessionResult = {
  Status: 'CREATED' | 'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED';
  Confidence?: number;
  /** The session's reference image as AWS JSON carries a blob: base64. */
  ReferenceImage?: { Bytes: string };
};

/** A face as DetectFaces reports it: BoundingBox in shares of the image (0 to 1), ages in years, confidence 0–100. */
export type StandInFace = {
  box?: { Left: number; Top: number; Width: number; Height: number };
  ageLow: number;
  ageHigh: number;
  confidence?: number;
};
export type StandInLabel = { Name: string; ParentName?: string; Confidence: number };
/** What the stand-in reports for one image (matched by its bytes) in DetectFaces, DetectModerationLabels, CompareFaces. */
export type StandInImage = {
  faces?: StandInFace[];
  labels?: StandInLabel[];
  /** CompareFaces: the similarity (0–100) of this image's faces to any source face; 99 unless told. */
  similarity?: number;
};

/** An image nobody described: one adult face filling the middle, no moderation labels, the verified face. */
const DEFAULT_IMAGE: Required<StandInImage> = {
  faces: [{ ageLow: 26, ageHigh: 34 }],
  labels: [],
  similarity: 99,
};
const DEFAULT_BOX = { Left: 0.3, Top: 0.25, Width: 0.4, Height: 0.5 };

export type RekognitionStandIn = {
  url: string;
  /** Every call as the SDK made it: the X-Amz-Target operation and the access key id it signed with. */
  calls: { operation: string; accessKeyId: string | undefined; body: Record<string, unknown> }[];
  /** Plays the part of the app's SDK run: what GetFaceLivenessSessionResults will report for a session. */
  finish(sessionId: string, result: SessionResult): void;
  /** What the image operations report for these exact bytes (as the server sends them). */
  describe(bytes: Uint8Array, image: StandInImage): void;
  /** The images the server sent, by operation, as bytes: to see what left the machine. */
  images: { operation: string; bytes: Buffer }[];
  close(): Promise<void>;
};

const PREFIX = 'RekognitionService.';

/**
 * A local Rekognition speaking its AWS JSON 1.1 protocol (POST / with X-Amz-Target) for the two Face
 * Liveness operations and the three image operations the server uses (DetectFaces, DetectModerationLabels,
 * CompareFaces). Unsigned requests are refused as AWS would; bytes that are not a JPEG or PNG are refused with
 * InvalidImageFormatException, as AWS does.
 */
export async function startRekognitionStandIn(): Promise<RekognitionStandIn> {
  const sessions = new Map<string, SessionResult>();
  const calls: RekognitionStandIn['calls'] = [];
  const described = new Map<string, StandInImage>();
  const images: RekognitionStandIn['images'] = [];
  const server = createServer(async (req, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').replace(PREFIX, '');
    const accessKeyId = /Credential=([^/]+)\//.exec(String(req.headers.authorization ?? ''))?.[1];
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    calls.push({ operation, accessKeyId, body });
    if (req.method !== 'POST' || req.url !== '/') return fail(res, 404, 'UnknownOperationException', 'Not found');
    if (!accessKeyId)
      return fail(res, 400, 'MissingAuthenticationTokenException', 'Request is missing Authentication Token');
    if (operation === 'CreateFaceLivenessSession') {
      const sessionId = randomUUID();
      sessions.set(sessionId, { Status: 'CREATED' });
      return answer(res, 200, { SessionId: sessionId });
    }
    if (operation === 'GetFaceLivenessSessionResults') {
      const sessionId = String(body.SessionId ?? '');
      const result = sessions.get(sessionId);
      if (!result) return fail(res, 400, 'SessionNotFoundException', `Session not found: ${sessionId}`);
      return answer(res, 200, { SessionId: sessionId, ...result });
    }
    if (IMAGE_OPERATIONS.has(operation)) {
      const decoded: Buffer[] = [];
      for (const key of ['Image', 'SourceImage', 'TargetImage']) {
        const bytes = imageBytes(body[key]);
        if (bytes === undefined) continue;
        if (!isJpegOrPng(bytes))
          return fail(res, 400, 'InvalidImageFormatException', 'Request has invalid image format');
        images.push({ operation, bytes });
        decoded.push(bytes);
      }
      if (decoded.length === 0) return fail(res, 400, 'InvalidParameterException', 'Request has invalid parameters');
      const image = { ...DEFAULT_IMAGE, ...described.get(digest(decoded.at(-1)!)) };
      return answer(res, 200, imageAnswer(operation, image));
    }
    return fail(res, 400, 'UnknownOperationException', `Unknown operation ${operation}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    finish(sessionId, result) {
      if (!sessions.has(sessionId)) throw new Error(`stand-in: no session ${sessionId}`);
      sessions.set(sessionId, result);
    },
    describe(bytes, image) {
      described.set(digest(Buffer.from(bytes)), image);
    },
    images,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const IMAGE_OPERATIONS = new Set(['DetectFaces', 'DetectModerationLabels', 'CompareFaces']);

function imageAnswer(operation: string, image: Required<StandInImage>) {
  const faces = image.faces.map((face) => ({
    BoundingBox: face.box ?? DEFAULT_BOX,
    AgeRange: { Low: face.ageLow, High: face.ageHigh },
    Confidence: face.confidence ?? 99.9,
  }));
  if (operation === 'DetectFaces') return { FaceDetails: faces };
  if (operation === 'DetectModerationLabels')
    return {
      ModerationLabels: image.labels.map((label) => ({ ParentName: '', ...label })),
      ModerationModelVersion: '7.0',
    };
  // CompareFaces with SimilarityThreshold 0 reports every face of the target in FaceMatches.
  return {
    SourceImageFace: { BoundingBox: DEFAULT_BOX, Confidence: 99.9 },
    FaceMatches: faces.map(({ BoundingBox, Confidence }) => ({
      Similarity: image.similarity,
      Face: { BoundingBox, Confidence },
    })),
    UnmatchedFaces: [],
  };
}

function imageBytes(image: unknown): Buffer | undefined {
  const bytes = (image as { Bytes?: unknown } | undefined)?.Bytes;
  return typeof bytes === 'string' ? Buffer.from(bytes, 'base64') : undefined;
}

const isJpegOrPng = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xd8) || bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
    'x-amzn-requestid': randomUUID(),
  });
  res.end(JSON.stringify({ __type: type, message }));
}
