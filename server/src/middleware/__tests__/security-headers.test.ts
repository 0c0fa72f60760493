import express from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import request from 'supertest';
import { securityHeaders } from '../security-headers';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:'], 'form-action': ["'self'", 'https://checkout.paystack.com'] },
  },
  crossOriginEmbedderPolicy: false,
};

const headersOf = async (middleware: express.RequestHandler) => {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => void res.send('ok'));
  const { headers } = await request(app).get('/');
  const { date: _date, etag: _etag, ...rest } = headers;
  return rest;
};

describe('security headers', () => {
  it('When a response is sent, then it has exactly the headers helmet itself sets, and no X-Powered-By', async () => {
    const ours = await headersOf(securityHeaders(OPTIONS));
    expect(ours).toEqual(await headersOf(helmet(OPTIONS)));
    expect(ours['x-powered-by']).toBeUndefined();
    expect(ours['content-security-policy']).toContain("form-action 'self' https://checkout.paystack.com");
  });

  it('When a CSP directive is computed per request, then it is refused at start-up', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ["'self'", () => "'nonce-abc'"] } } }),
    ).toThrow(/per request/);
  });
});
