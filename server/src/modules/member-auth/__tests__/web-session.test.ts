import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import request from 'supertest';
import { WEB_SESSION_COOKIE, WEB_SESSION_HEADER, WEB_SESSION_TURN_COOKIE } from '@blynd/shared';
import type { AppContext } from '../../../context';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { insertSession } from '../member-sessions.repository';
import { newRefreshToken, signMemberAccessToken } from '../member-tokens';
import { setRefreshCookie } from '../web-session-guard';
import { webSessionRoutes, type WebLandingFor } from '../web-session.routes';
import { errorHandler } from '../../../middleware/error-handler';
import { finishSignup } from '../../../test-support/member-session';

const APP = '/api/v1/app';
const WEB = `${APP}/auth/web`;
const ORIGIN = 'http://127.0.0.1:3999';

/** The Set-Cookie line of the session cookie. */
const sessionCookieLine = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${WEB_SESSION_COOKIE}=`));
const cookiePair = (line: string | undefined) => line!.split(';')[0]!;
/** The Set-Cookie line of the turn cookie (decision 0120). */
const turnCookieLine = (res: request.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${WEB_SESSION_TURN_COOKIE}=`));

/** A code requested (from `forwardedFor`) and verified on the web, as the sign-in screen does. */
async function signInWithCode(
  app: Express,
  phone: string,
  forwardedFor: string,
  headers: Record<string, string> = { [WEB_SESSION_HEADER]: '1', Origin: ORIGIN },
) {
  const requested = await request(app)
    .post(`${APP}/auth/otp/request`)
    .set('x-forwarded-for', forwardedFor)
    .send({ phone });
  const sms = await request(app).get(`${APP}/sandbox/sms/latest`).query({ phone });
  return request(app)
    .post(`${WEB}/session`)
    .set(headers)
    .send({ challengeId: requested.body.challengeId, code: sms.body.code });
}

describe('The member web session (refresh token in a cookie)', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const webSignIn = (phone: string, headers?: Record<string, string>) => {
    ip += 1;
    return signInWithCode(t.app, phone, `10.88.0.${ip}`, headers);
  };
  const web = (path: string, cookie?: string) => {
    const call = request(t.app).post(`${WEB}/${path}`).set(WEB_SESSION_HEADER, '1').set('Origin', ORIGIN);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('when a code is verified on the web, then the body holds only the access token and the refresh token is an HttpOnly SameSite=Strict cookie on the auth path', async () => {
    const res = await webSignIn('08033330001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      member: { _id: expect.any(String), authStep: 1 },
      isNew: true,
    });
    expect(JSON.stringify(res.body)).not.toContain('refreshToken');
    const line = sessionCookieLine(res)!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api\/v1\/app\/auth\/web/);
    expect(line).not.toMatch(/Secure/); // plain-HTTP test server; production always sets Secure (next test)
    const me = await request(t.app).get(`${APP}/me`).set('Authorization', `Bearer ${res.body.accessToken}`);
    expect(me.status).toBe(200);
  });

  it('when the refresh asks for the landing data, then it comes with the new token as the GETs answer it, discover only once sign-up is finished', async () => {
    const signedIn = await webSignIn('08033330011');
    let cookie = cookiePair(sessionCookieLine(signedIn));
    const early = await web('refresh', cookie).send({ landing: 'discover' });
    expect(early.status).toBe(200);
    expect(early.headers['cache-control']).toBe('no-store');
    expect(early.body).toEqual({
      accessToken: expect.any(String),
      landing: { signup: expect.objectContaining({ authStep: 1 }) },
    });
    cookie = cookiePair(sessionCookieLine(early));

    await finishSignup(t.app, early.body.accessToken, { firstName: 'Landing' });
    const auth = { Authorization: `Bearer ${early.body.accessToken}` };
    const [signup, discover, picks] = await Promise.all(
      ['/me/signup', '/discover?limit=20', '/discover/picks'].map((path) =>
        request(t.app).get(`${APP}${path}`).set(auth),
      ),
    );
    const done = await web('refresh', cookie).send({ landing: 'discover' });
    expect(done.status).toBe(200);
    expect(done.body.landing).toEqual({ signup: signup.body, discover: discover.body, picks: picks.body });
    cookie = cookiePair(sessionCookieLine(done));

    const app = await web('refresh', cookie).send({ landing: 'app' });
    expect(Object.keys(app.body.landing)).toEqual(['signup']);
    cookie = cookiePair(sessionCookieLine(app));
    const plain = await web('refresh', cookie);
    expect(Object.keys(plain.body)).toEqual(['accessToken']);
    cookie = cookiePair(sessionCookieLine(plain));

    // A body it does not know is refused before the cookie is used: the cookie still works afterwards.
    const refused = await web('refresh', cookie).send({ landing: 'everything' });
    expect(refused.status).toBe(400);
    expect(sessionCookieLine(refused)).toBeUndefined();
    expect((await web('refresh', cookie)).status).toBe(200);
  });

  it('when refreshed with the cookie, then a new access token and a rotated cookie come back, and the old cookie no longer works', async () => {
    const signedIn = await webSignIn('08033330002');
    const first = cookiePair(sessionCookieLine(signedIn));
    const refreshed = await web('refresh', first);
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body)).toEqual(['accessToken']);
    const second = cookiePair(sessionCookieLine(refreshed));
    expect(second).not.toBe(first);
    // Reusing the rotated cookie ends the whole session, the new cookie included.
    expect((await web('refresh', first)).status).toBe(401);
    expect((await web('refresh', second)).status).toBe(401);
  });

  it('when the cookie is set, rotated or refused, then the turn cookie the /app pages read changes with it, and holds nothing of the token', async () => {
    const signedIn = await webSignIn('08033330012');
    const first = turnCookieLine(signedIn)!;
    expect(first).toMatch(/; Path=\/app;/);
    expect(first).toMatch(/SameSite=Strict/);
    expect(first).not.toMatch(/HttpOnly/);
    const cookie = cookiePair(sessionCookieLine(signedIn));
    expect(cookie).not.toContain(cookiePair(first).split('=')[1]);
    const refreshed = await web('refresh', cookie);
    const second = turnCookieLine(refreshed)!;
    expect(cookiePair(second)).not.toBe(cookiePair(first));
    // A refused refresh (here the reuse of the rotated cookie) clears it with the session cookie.
    const refused = await web('refresh', cookie);
    expect(refused.status).toBe(401);
    expect(turnCookieLine(refused)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('when a cookie route is called without the custom header, from another origin, or as a cross-site fetch, then it is refused with 403', async () => {
    const signedIn = await webSignIn('08033330003');
    const cookie = cookiePair(sessionCookieLine(signedIn));
    const noHeader = await request(t.app).post(`${WEB}/refresh`).set('Cookie', cookie);
    expect(noHeader.status).toBe(403);
    expect(noHeader.body).toEqual({ error: 'Cross-site request refused' });
    const otherOrigin = await request(t.app)
      .post(`${WEB}/refresh`)
      .set(WEB_SESSION_HEADER, '1')
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie);
    expect(otherOrigin.status).toBe(403);
    const crossSite = await request(t.app)
      .post(`${WEB}/logout`)
      .set(WEB_SESSION_HEADER, '1')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Cookie', cookie);
    expect(crossSite.status).toBe(403);
    expect((await webSignIn('08033330004', { Origin: 'https://evil.example' })).status).toBe(403);
    // None of the refused calls touched the session.
    expect((await web('refresh', cookie)).status).toBe(200);
  });

  it('when signed out on the web, then the cookie is cleared and the session refuses its access token', async () => {
    const signedIn = await webSignIn('08033330005');
    const cookie = cookiePair(sessionCookieLine(signedIn));
    const out = await web('logout', cookie);
    expect(out.status).toBe(200);
    expect(sessionCookieLine(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(turnCookieLine(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(
      (await request(t.app).get(`${APP}/me`).set('Authorization', `Bearer ${signedIn.body.accessToken}`)).status,
    ).toBe(401);
    expect((await web('refresh', cookie)).status).toBe(401);
    expect((await web('logout')).status).toBe(200);
  });

  it('when signed out everywhere, then the web session and an app session of the same member both end', async () => {
    const browser = await webSignIn('08033330006');
    // The same member's phone app: a second session row (a second code for the phone would wait out the cooldown).
    const appSessionId = randomUUID();
    const appRefresh = newRefreshToken(appSessionId);
    await insertSession(t.ctx.db, {
      id: appSessionId,
      memberId: browser.body.member._id,
      refreshTokenHash: appRefresh.hash,
      platform: 'ios',
      expiresAt: new Date(Date.now() + 86_400_000),
      at: new Date(),
    });
    const phone = {
      body: {
        accessToken: signMemberAccessToken(browser.body.member._id, appSessionId, t.ctx.config.jwtSecret),
        refreshToken: appRefresh.token,
      },
    };
    const everywhere = await web('logout-everywhere').set('Authorization', `Bearer ${browser.body.accessToken}`);
    expect(everywhere.status).toBe(200);
    expect(everywhere.body).toEqual({ message: 'Signed out everywhere' });
    expect(
      (await request(t.app).get(`${APP}/me`).set('Authorization', `Bearer ${phone.body.accessToken}`)).status,
    ).toBe(401);
    expect(
      (await request(t.app).post(`${APP}/auth/refresh`).send({ refreshToken: phone.body.refreshToken })).status,
    ).toBe(401);
  });

  it('when the page is left while its refresh composes the landing data, then its cookie still works on the next load: nothing rotated for an answer nobody got', async () => {
    const signedIn = await webSignIn('08033330021');
    const cookie = cookiePair(sessionCookieLine(signedIn));
    // The same routes over the same database, with landing data that takes as long as the test says.
    let composing!: () => void;
    let composed!: () => void;
    const landingAsked = new Promise<void>((resolve) => (composing = resolve));
    const landingReady = new Promise<void>((resolve) => (composed = resolve));
    const slowLanding: WebLandingFor = async () => {
      composing();
      await landingReady;
      return { signup: { authStep: 1 } } as Awaited<ReturnType<WebLandingFor>>;
    };
    const app = express().use(express.json()).use(APP, webSessionRoutes(t.ctx, slowLanding)).use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const closed: Promise<void>[] = [];
    server.on('connection', (socket) => closed.push(new Promise((resolve) => socket.once('close', resolve))));
    const { port } = server.address() as { port: number };
    try {
      const leaving = new AbortController();
      const left = fetch(`http://127.0.0.1:${port}${WEB}/refresh`, {
        method: 'POST',
        signal: leaving.signal,
        headers: { [WEB_SESSION_HEADER]: '1', Origin: ORIGIN, Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ landing: 'discover' }),
      }).catch((error: unknown) => error);
      await landingAsked;
      leaving.abort(); // the reload
      expect(await left).toMatchObject({ name: 'AbortError' });
      await Promise.all(closed); // the server has seen the connection close
      composed();
      await new Promise((resolve) => setTimeout(resolve, 300)); // the handler runs to its end
      // The next load presents the cookie the page had: still the current one, so not a reuse.
      const nextLoad = await web('refresh', cookie);
      expect(nextLoad.status).toBe(200);
      expect(sessionCookieLine(nextLoad)).toBeDefined();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('The member web session cookie in production', () => {
  it('when the cookie is set by a production server, even behind plain HTTP, then it is Secure', async () => {
    const app = express();
    const ctx = { config: { isProduction: true } } as AppContext;
    app.post('/set', (req, res) => {
      setRefreshCookie(ctx, req, res, 'token');
      res.end();
    });
    const res = await request(app).post('/set');
    expect(sessionCookieLine(res)).toMatch(/; Secure/);
    expect(turnCookieLine(res)).toMatch(/; Secure/);
  });
});

describe('The refresh answer of a page landing on discover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('when the browser accepts gzip, then the answer with discover’s first page comes compressed, and not otherwise', async () => {
    // Ada, a demo member with a finished sign-up and a full discover page.
    const signedIn = await signInWithCode(t.app, '08031234501', '10.88.1.1');
    let cookie = cookiePair(sessionCookieLine(signedIn));
    const refresh = (encoding: string) =>
      request(t.app)
        .post(`${WEB}/refresh`)
        .set({ [WEB_SESSION_HEADER]: '1', Origin: ORIGIN, Cookie: cookie, 'Accept-Encoding': encoding })
        .send({ landing: 'discover' });

    const compressed = await refresh('gzip');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    expect(compressed.body.landing.discover.items.length).toBeGreaterThan(3);
    cookie = cookiePair(sessionCookieLine(compressed));

    const plain = await refresh('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.landing.discover).toEqual(compressed.body.landing.discover);
  });
});
