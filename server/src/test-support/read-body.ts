import type { IncomingMessage } from 'node:http';

/** A stand-in's request body as text; a request that breaks off answers what had arrived. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', () => resolve(data));
  });
}
