import { Agent, request } from 'node:http';

// The bench's requests go through node:http with one keep-alive agent rather than fetch: the same requests at about
// a third of fetch's CPU in this process, which shares two cores with the server and the database under test, and
// without fetch's stream machinery between the last byte and the clock (a photo of 195 KB read through fetch took
// up to 8 ms longer at p95 than the server's own time for it). An idle connection is closed after 4 s, before the
// servers' 5 s keep-alive timeout, so no request goes out on a connection the server is closing (ECONNRESET).
const agent = new Agent({ keepAlive: true, maxSockets: Infinity, timeout: 4_000 });

export type LeanAnswer = {
  status: number;
  /** The answer read whole; `body` is the same as text. */
  bytes: Buffer;
  body: string;
  contentType: string;
  ms: number;
  error?: string;
};

/** One request; a network failure or the 10 s timeout answers status 0 with the error's message. */
export function leanRequest(
  url: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: string },
): Promise<LeanAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({
        status: 0,
        bytes: Buffer.alloc(0),
        body: '',
        contentType: '',
        error: error.message,
        ms: performance.now() - started,
      });
    const req = request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', failed);
        res.on('end', () => {
          const ms = performance.now() - started;
          const bytes = Buffer.concat(chunks);
          let text: string | undefined;
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            // Decoded when read: a photo's bytes as a string would only be garbage for the next call's clock.
            get body() {
              return (text ??= bytes.toString());
            },
            contentType: res.headers['content-type'] ?? '',
            ms,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')));
    req.on('error', failed);
    req.end(body);
  });
}

/** The answer's JSON, or {} when it is not JSON (a proxy's page: the status says enough). */
export function jsonOf<T extends object>(answer: LeanAnswer): Partial<T> {
  try {
    return JSON.parse(answer.body) as Partial<T>;
  } catch {
    return {};
  }
}
