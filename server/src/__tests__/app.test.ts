import request from 'supertest';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('HTTP conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When any response is sent, then security headers are present and x-powered-by is not', async () => {
    const res = await request(t.app).get('/api/v1/public/plans');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/.+/);
  });

  it('When a body is over 100 kB, then 413 JSON', async () => {
    const res = await request(t.app)
      .post('/api/v1/public/sendmessage')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(110 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Request body is too large' });
  });

  it('When a body is not JSON, then 415 JSON', async () => {
    const res = await request(t.app).post('/api/v1/public/sendmessage').set('Content-Type', 'text/plain').send('hello');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: 'Content-Type must be application/json' });
  });

  it('When JSON is malformed, then 400 JSON without parser details', async () => {
    const res = await request(t.app)
      .post('/api/v1/public/sendmessage')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('When an unknown API path is asked for, then 404 JSON', async () => {
    const res = await request(t.app).get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('When liveness and readiness are checked, then both answer ok while the database is up', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it('When the OpenAPI document is read, then every public endpoint is in it with its errors', async () => {
    const res = await request(t.app).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(paths['/api/v1/public/sendmessage'].post.responses).toHaveProperty('400');
    expect(paths['/api/v1/public/sendmessage'].post.responses).toHaveProperty('429');
    expect(paths['/api/v1/public/reserveSpot'].post).toBeDefined();
    expect(paths['/api/v1/public/ads'].get).toBeDefined();
    expect(paths['/api/v1/public/plans'].get).toBeDefined();
    expect(paths['/api/v1/public/confirmdetails'].get.responses).toHaveProperty('429');
    const ui = await request(t.app).get('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});

describe('Readiness when the database is down', () => {
  it('When the database is closed, then /readyz answers 503 and API calls answer 503 JSON', async () => {
    const t = await createTestApp({ seed: false });
    await t.ctx.database.close();
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    const api = await request(t.app).get('/api/v1/public/plans');
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ error: 'Service temporarily unavailable' });
  });
});

describe('NUL characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    [
      'a body field',
      () =>
        request(t.app)
          .post('/api/v1/public/sendmessage')
          .set('X-Forwarded-For', '10.7.0.1')
          .send({ email: 'n@example.com', fullname: 'N\u0000', phone: '1', subject: 's', message: 'm' }),
    ],
    ['a query value', () => request(t.app).get('/api/v1/public/confirmdetails?phone=0803123450%00&dob=1995-04-12')],
    ['the path', () => request(t.app).get('/api/v1/public/pl%00ans')],
    ['the query of a cached read', () => request(t.app).get('/api/v1/public/plans?v=%00')],
  ])('When %s holds a NUL, then 400 JSON and nothing reaches the database', async (_where, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Text must not contain NUL characters' });
  });
});
