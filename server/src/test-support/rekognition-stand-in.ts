import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type SessionResult = { Status: 'CREATED' | 'IN_PROGRESS' | 'SUCCEEDED' | 'FAILED' | 'EXPIRED'; Confidence?: number };

export type RekognitionStandIn = {
  url: string;
  /** Every call as the SDK made it: the X-Amz-Target operation and the access key id it signed with. */
  calls: { operation: string; accessKeyId: string | undefined; body: Record<string, unknown> }[];
  /** Plays the part of the app's SDK run: what GetFaceLivenessSessionResults will report for a session. */
  finish(sessionId: string, result: SessionResult): void;
  close(): Promise<void>;
};

const PREFIX = 'RekognitionService.';

/**
 * A local Rekognition speaking its AWS JSON 1.1 protocol (POST / with X-Amz-Target) for the two Face
 * Liveness operations the server uses. Unsigned requests are refused as AWS would.
 */
export async function startRekognitionStandIn(): Promise<RekognitionStandIn> {
  const sessions = new Map<string, SessionResult>();
  const calls: RekognitionStandIn['calls'] = [];
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

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
