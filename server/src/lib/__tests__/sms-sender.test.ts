import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Received = { path: string; body: Record<string, unknown> };

/**
 * A local stand-in for Termii's SMS API (POST /api/sms/send, JSON with api_key, to, from, sms, type,
 * channel; answers { message_id, message, balance, user }), failing with 401 for a wrong key as Termii does.
 */
async function startTermii(apiKey: string) {
  const received: Received[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    received.push({ path: `${req.method} ${req.url}`, body });
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'POST' || req.url !== '/api/sms/send')
      return void res.writeHead(404).end(JSON.stringify({ message: 'Not found' }));
    if (body.api_key !== apiKey) return void res.writeHead(401).end(JSON.stringify({ message: 'Invalid API key' }));
    res.end(
      JSON.stringify({
        code: 'ok',
        message_id: '9122821270554876574',
        message: 'Successfully Sent',
        balance: 9,
        user: 'Blynd',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Sign-in codes through Termii', () => {
  let termii: Awaited<ReturnType<typeof startTermii>>;
  let t: TestApp;
  beforeAll(async () => {
    termii = await startTermii('tl_live_key');
    t = await createTestApp({
      seed: false,
      env: { SMS_PROVIDER: 'termii', SMS_API_KEY: 'tl_live_key', SMS_SENDER_ID: 'Blynd', SMS_BASE_URL: termii.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await termii.close();
  });

  it('When a code is requested, then Termii receives one plain DND message to the canonical number with the key and sender id', async () => {
    const res = await request(t.app).post('/api/v1/app/auth/otp/request').send({ phone: '08091230001' });
    expect(res.status).toBe(200);
    expect(termii.received).toHaveLength(1);
    const [sent] = termii.received;
    expect(sent!.path).toBe('POST /api/sms/send');
    expect(sent!.body).toMatchObject({
      api_key: 'tl_live_key',
      to: '2348091230001',
      from: 'Blynd',
      type: 'plain',
      channel: 'dnd',
    });
    const code = /\b(\d{6})\b/.exec(String(sent!.body.sms))![1]!;
    expect(String(sent!.body.sms)).toContain('Blynd');
    const verified = await request(t.app)
      .post('/api/v1/app/auth/otp/verify')
      .send({ challengeId: res.body.challengeId, code });
    expect(verified.status).toBe(200);
  });

  it('When Termii is the provider, then the sandbox SMS route does not exist', async () => {
    expect((await request(t.app).get('/api/v1/app/sandbox/sms/latest').query({ phone: '08091230001' })).status).toBe(
      404,
    );
  });

  it('When Termii refuses the message, then the app is told the code could not be sent (502), without the key', async () => {
    const broken = await createTestApp({
      seed: false,
      env: { SMS_PROVIDER: 'termii', SMS_API_KEY: 'wrong-key', SMS_SENDER_ID: 'Blynd', SMS_BASE_URL: termii.url },
    });
    try {
      const res = await request(broken.app).post('/api/v1/app/auth/otp/request').send({ phone: '08091230002' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'We could not send the code, please try again' });
    } finally {
      await broken.close();
    }
  });
});
