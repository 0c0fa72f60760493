import { request as httpRequest } from 'node:http';
import { startTestServer, type TestServer } from '../test-support/test-server';

const rawGet = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('the listening server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('When request headers are larger than Node accepts, then 431 still answers JSON', async () => {
    const res = await rawGet(`${server.url}/api/v1/public/plans`, { 'x-padding': 'p'.repeat(20_000) });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toEqual({ error: 'Request headers are too large' });
  });

  it('When the server closes, then readiness reports shutting down and the port is released', async () => {
    const other = await startTestServer();
    const closing = other.close();
    expect(other.state.shuttingDown).toBe(true);
    await closing;
    await expect(rawGet(`${other.url}/healthz`, {})).rejects.toThrow();
  });
});
