import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { auctions } from '../../../db/schema';
import { creditGrant } from '../../tokens/ledger/ledger.service';
import { APP, createSocialApp, like, makePremium, quickMember, type Member } from '../../../test-support/social-kit';

type Page = { items: unknown[]; nextCursor: string | null };

/** Every member-API list that pages with `nextCursor`, each with at least two items for Ada below. */
const LISTS = [
  '/matches',
  '/conversations',
  '/photo-requests/incoming',
  '/likes/received',
  '/likes/sent',
  '/blocks',
  '/notifications',
  '/tokens/history',
  '/auctions',
];

describe('limit on every member-API list', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  const get = (path: string, query: Record<string, string>) =>
    request(t.app).get(`${APP}${path}`).query(query).set('Authorization', ada.auth);

  beforeAll(async () => {
    t = await createSocialApp();
    ada = await quickMember(t, '08064560001', false);
    const [bola, cyril, dayo, efe, fola, gbenga, hank, ike] = await Promise.all(
      ['02', '03', '04', '05', '06', '07', '08', '09'].map((n) => quickMember(t, `080645600${n}`, false)),
    );
    // Two matches (two conversations), each partner asking Ada for photos.
    for (const other of [bola!, cyril!]) {
      await like(t, ada, other.memberId).expect(200);
      const back = await like(t, other, ada.memberId).expect(200);
      await request(t.app)
        .post(`${APP}/matches/${back.body.match._id}/photo-request`)
        .set('Authorization', other.auth)
        .expect(201);
    }
    // Two likes received (Ada is Premium, so she sees them) and two sent, none answered.
    await makePremium(t, ada.memberId, new Date(Date.now() + 86_400_000));
    for (const liker of [dayo!, efe!]) await like(t, liker, ada.memberId).expect(200);
    for (const liked of [fola!, gbenga!]) await like(t, ada, liked.memberId).expect(200);
    for (const blocked of [hank!, ike!])
      await request(t.app)
        .post(`${APP}/blocks`)
        .set('Authorization', ada.auth)
        .send({ memberId: blocked.memberId })
        .expect(200);
    for (let i = 0; i < 2; i++) await t.ctx.db.transaction((tx) => creditGrant(tx, ada.memberId, 10, randomUUID()));
    // Three auctions in each of the members' lists: live, upcoming and ended.
    const hour = 3_600_000;
    const at = (hours: number) => new Date(Date.now() + hours * hour);
    const auction = (title: string, startsIn: number, endsIn: number) => ({
      title,
      description: title,
      kind: 'item',
      startingBid: 10,
      increment: 1,
      status: 'scheduled',
      startsAt: at(startsIn),
      endsAt: at(endsIn),
      effectiveEndsAt: at(endsIn),
    });
    await t.ctx.db
      .insert(auctions)
      .values([
        auction('live 1', -2, 3),
        auction('live 2', -2, 1),
        auction('live 3', -1, 2),
        auction('upcoming 1', 5, 9),
        auction('upcoming 2', 4, 9),
        auction('upcoming 3', 6, 9),
        auction('ended 1', -9, -1),
        auction('ended 2', -9, -3),
        auction('ended 3', -9, -2),
      ]);
  });
  afterAll(() => t.close());

  it('when a list is read one item at a time, then each page holds one item and the pages together are the default first page', async () => {
    for (const path of LISTS) {
      const whole = (await get(path, {})).body as Page;
      expect({ path, count: whole.items.length >= 2 }).toEqual({ path, count: true });
      const first = await get(path, { limit: '1' });
      expect({
        path,
        status: first.status,
        items: first.body.items.length,
        more: typeof first.body.nextCursor,
      }).toEqual({ path, status: 200, items: 1, more: 'string' });
      const second = await get(path, { limit: '1', cursor: first.body.nextCursor });
      expect({ path, status: second.status }).toEqual({ path, status: 200 });
      expect({ path, items: [...first.body.items, ...second.body.items] }).toEqual({
        path,
        items: whole.items.slice(0, 2),
      });
      const all = await get(path, { limit: '100' });
      expect({ path, items: all.body.items.length }).toEqual({ path, items: whole.items.length });
    }
  });

  it('when the auctions are paged two at a time, then each list keeps its order across pages: live and upcoming soonest first, ended latest first', async () => {
    for (const [status, titles] of [
      ['live', ['live 2', 'live 3', 'live 1']],
      ['upcoming', ['upcoming 2', 'upcoming 1', 'upcoming 3']],
      ['ended', ['ended 1', 'ended 3', 'ended 2']],
    ] as const) {
      const first = await get('/auctions', { status, limit: '2' });
      const second = await get('/auctions', { status, limit: '2', cursor: first.body.nextCursor });
      expect({
        status,
        titles: [...first.body.items, ...second.body.items].map((item: { title: string }) => item.title),
        last: second.body.nextCursor,
      }).toEqual({ status, titles, last: null });
    }
    const forged = await get('/auctions', { cursor: 'not-a-cursor' });
    expect([forged.status, forged.body.error]).toEqual([400, 'Invalid cursor']);
  });

  it('when limit is outside 1–100 or not a whole number, then every list answers 400 naming limit, with the same message', async () => {
    for (const path of LISTS) {
      for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) {
        const res = await get(path, { limit });
        expect({ path, limit, status: res.status, error: res.body.error, issue: res.body.issues?.[0]?.path }).toEqual({
          path,
          limit,
          status: 400,
          error: 'limit must be a whole number from 1 to 100',
          issue: 'limit',
        });
      }
    }
  });

  it('when the OpenAPI document is read, then every one of these lists documents limit as a whole number from 1 to 100', async () => {
    const doc = (await request(t.app).get('/api/docs/openapi.json')).body as {
      paths: Record<
        string,
        {
          get: {
            parameters?: { name: string; in: string; schema: { type?: string; minimum?: number; maximum?: number } }[];
          };
        }
      >;
    };
    for (const path of LISTS) {
      const limit = doc.paths[`${APP}${path}`]!.get.parameters?.find(
        (parameter) => parameter.in === 'query' && parameter.name === 'limit',
      );
      expect({ path, schema: limit?.schema }).toEqual({
        path,
        schema: expect.objectContaining({ minimum: 1, maximum: 100 }),
      });
    }
  });
});
