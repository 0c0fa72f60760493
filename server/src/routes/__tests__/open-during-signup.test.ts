import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MEMBER_MESSAGES } from '@blynd/shared';
import { APP } from '../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { finishSignup, signInMember, type SignedInMember } from '../../test-support/member-session';
import { memberAppRouter } from '../member-app';

type Route = { method: string; path: string };
type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every route the member API declares, read from the Express router itself, so a new route is covered as it lands. */
function declaredRoutes(t: TestApp): Route[] {
  const routes: Route[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route)
        for (const method of Object.keys(layer.route.methods)) routes.push({ method, path: layer.route.path });
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((memberAppRouter(t.ctx) as unknown as { stack: Layer[] }).stack);
  return routes;
}

// The contract (docs/member-api.md, Conventions) in its own words: what a member mid-sign-up may call.
const OPEN = [
  /^\/auth\//,
  /^\/sandbox\//,
  /^\/me\/signup(\/|$)/,
  /^\/me\/liveness\//,
  /^\/me\/photos(\/|$)/,
  /^\/me\/devices\//,
  /^\/(interests|blyndmojis|support|places)$/,
  // The finish-sign-up reminder's switch must be reachable before sign-up ends (decision 0166).
  /^\/me\/notification-preferences$/,
];
const OPEN_EXACTLY = [
  'get /me',
  'patch /me',
  'delete /me',
  'get /me/export',
  'post /me/confirmations',
  'get /photos/:id',
  // The suspended member's appeal by the sign-in refusal's token: no session at all (decision 0153).
  'post /appeals',
];
const isOpen = ({ method, path }: Route) =>
  OPEN_EXACTLY.includes(`${method} ${path}`) || OPEN.some((pattern) => pattern.test(path));
// Calls that end the session go last, so every other route is tried with a live one.
const endsSession = ({ path }: Route) => path === '/auth/logout' || path === '/auth/web/logout-everywhere';

const call = (t: TestApp, member: SignedInMember, { method, path }: Route) =>
  (request(t.app) as unknown as Record<string, (url: string) => request.Test>)[method]!(
    `${APP}${path.replace(/:[A-Za-z]+/g, randomUUID())}`,
  )
    .set('Authorization', `Bearer ${member.accessToken}`)
    .send({});

describe('Routes open during sign-up (decision 0125)', () => {
  let t: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    routes = declaredRoutes(t);
  });
  afterAll(() => t.close());

  it('When a member has not finished sign-up, then every route outside the open list answers 403 with their step, and the open ones do not', async () => {
    const member = await signInMember(t.app, '08073330001');
    const closed = routes.filter((route) => !isOpen(route));
    // The routes the review found answering, among many others.
    for (const path of ['/notifications', '/tokens', '/tokens/history', '/token-packs', '/auctions', '/discover'])
      expect(closed).toContainEqual({ method: 'get', path });
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const order = [...closed, ...routes.filter((r) => isOpen(r) && !endsSession(r)), ...routes.filter(endsSession)];
    for (const route of order) {
      const res = await call(t, member, route);
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const refused = res.status === 403 && res.body.error === MEMBER_MESSAGES.finishSignup && res.body.authStep === 1;
      answers[name] = refused ? 'refused' : `${res.status} ${JSON.stringify(res.body).slice(0, 80)}`;
      expected[name] = isOpen(route) ? expect.not.stringMatching(/^refused$/) : 'refused';
    }
    expect(answers).toEqual(expected);
  });

  it('When the member has finished sign-up, then the routes that were closed answer them', async () => {
    const member = await signInMember(t.app, '08073330002');
    await finishSignup(t.app, member.accessToken);
    for (const path of ['/notifications', '/tokens', '/tokens/history', '/token-packs', '/auctions']) {
      const res = await call(t, member, { method: 'get', path });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
  });
});
