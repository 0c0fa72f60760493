import { eq } from 'drizzle-orm';
import request from 'supertest';
import { memberSessions } from '../../../db/schema';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';
import { appWithAdmin, grant, type Admin } from '../../auctions/__tests__/auction-kit';

type Page = { items: { amount: number; kind: string }[]; nextCursor: string | null };

const historyPage = async (t: TestApp, member: Member, cursor?: string) =>
  (
    await request(t.app)
      .get(`${APP}/tokens/history`)
      .query({ limit: 2, ...(cursor ? { cursor } : {}) })
      .set('Authorization', member.auth)
  ).body as Page;

describe('token history (GET /tokens/history)', () => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterAll(() => t.close());

  it('When a member pages through their history, then every entry of theirs comes once, newest first, and nobody else’s', async () => {
    const [ada, bola, chidi] = await Promise.all([
      quickMember(t, '08052000001'),
      quickMember(t, '08052000002'),
      quickMember(t, '08052000003'),
    ]);
    for (const tokens of [11, 12, 13, 14, 15]) await grant(t, admin, ada.memberId, tokens);
    await grant(t, admin, bola.memberId, 99);

    const amounts: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 5; pages++) {
      const page = await historyPage(t, ada, cursor);
      amounts.push(...page.items.map((item) => item.amount));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(amounts).toEqual([15, 14, 13, 12, 11]);
    expect(await historyPage(t, chidi)).toEqual({ items: [], nextCursor: null });
  });

  it('When the session is gone, then balance and history answer 401 before anything about the query; with one, a bad cursor answers 400', async () => {
    const dayo = await quickMember(t, '08052000004');
    await grant(t, admin, dayo.memberId, 20);
    const get = (path: string, query: Record<string, string> = {}) =>
      request(t.app).get(`${APP}${path}`).query(query).set('Authorization', dayo.auth);
    expect((await get('/tokens')).body).toMatchObject({ available: 20, held: 0 });
    const badCursor = await get('/tokens/history', { cursor: 'not-a-cursor' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body).toEqual({ error: expect.any(String) });

    await t.ctx.db
      .update(memberSessions)
      .set({ revokedAt: new Date() })
      .where(eq(memberSessions.memberId, dayo.memberId));
    for (const refused of [
      await get('/tokens'),
      await get('/tokens/history'),
      await get('/tokens/history', { cursor: 'not-a-cursor' }),
    ]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: expect.any(String) });
    }
    expect((await request(t.app).get(`${APP}/tokens/history`).query({ limit: 'many' })).status).toBe(401);
  });
});
