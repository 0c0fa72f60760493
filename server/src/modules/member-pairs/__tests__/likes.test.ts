import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { DAILY_LIKE_LIMIT, lagosDate } from '@blynd/shared';
import {
  memberBlocks,
  memberDailyCounts,
  memberLikes,
  memberMatches,
  memberPasses,
  members,
  signupAuthentications,
} from '../../../db/schema';
import {
  APP,
  countRows,
  createSocialApp,
  feedOf,
  like,
  makePremium,
  memberRows,
  pushesTo,
  signedUpMember,
  uploadPhoto,
  type Member,
} from '../../../test-support/social-kit';
import { nextLagosMidnight } from '../like.service';

const DAY = 24 * 60 * 60 * 1000;

describe('Likes', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  let chidi: Member;

  beforeAll(async () => {
    t = await createSocialApp();
    ada = await signedUpMember(t, '08061110001', { firstName: 'Ada' });
    bola = await signedUpMember(t, '08061110002', { firstName: 'Bola', gender: 'Male', interestedIn: ['Female'] });
    chidi = await signedUpMember(t, '08061110003', { firstName: 'Chidi', gender: 'Male', interestedIn: ['Female'] });
  });
  afterAll(() => t.close());

  it('When a member likes a bio, then the other is told "Someone liked your bio" once, with nothing that names the liker, and a repeated like answers the same', async () => {
    const first = await like(t, ada, bola.memberId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ liked: true, matched: false });
    const again = await like(t, ada, bola.memberId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const feed = (await feedOf(t, bola)).filter((item) => item.kind === 'like');
    expect(feed).toEqual([expect.objectContaining({ kind: 'like', title: 'Someone liked your bio', relatedId: null })]);
    expect(JSON.stringify(feed)).not.toContain(ada.memberId);
    const pushes = pushesTo(await t.settled(), bola);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ title: 'Someone liked your bio', data: { kind: 'like' } });
    expect(JSON.stringify(pushes[0])).not.toMatch(new RegExp(`${ada.memberId}|Ada|/photos/`));
    expect(await t.ctx.db.$count(memberLikes, eq(memberLikes.likerId, ada.memberId))).toBe(1);
    expect(
      (await t.ctx.db.select().from(memberDailyCounts).where(eq(memberDailyCounts.memberId, ada.memberId)))[0],
    ).toMatchObject({ kind: 'like', used: 1, day: lagosDate(new Date()) });
  });

  it('When the other likes back, then exactly one match is made, both are told once (feed and push), and the answer carries the match with a bio card', async () => {
    await uploadPhoto(t, ada);
    const back = await like(t, bola, ada.memberId);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      liked: true,
      matched: true,
      match: {
        _id: expect.any(String),
        createdAt: expect.any(String),
        photoRequest: { _id: null, state: 'none', askedByMe: false },
      },
    });
    const card = back.body.match.member;
    expect(card).toMatchObject({
      _id: ada.memberId,
      firstName: 'Ada',
      bio: expect.any(String),
      photos: { count: 1, unlocked: false },
    });
    expect(card.photos.placeholder).not.toBe('');
    expect(card.photos.ids).toBeUndefined();
    const matchId = back.body.match._id as string;

    expect(await t.ctx.db.$count(memberMatches)).toBe(1);
    for (const member of [ada, bola]) {
      const matchEntries = (await feedOf(t, member)).filter((item) => item.kind === 'match');
      expect(matchEntries).toEqual([expect.objectContaining({ title: "It's a match", relatedId: matchId })]);
    }
    const pushes = await t.settled();
    for (const member of [ada, bola])
      expect(pushesTo(pushes, member).filter((p) => p.data.kind === 'match')).toEqual([
        expect.objectContaining({ data: { kind: 'match', relatedId: matchId } }),
      ]);

    for (const member of [ada, bola]) {
      const list = await request(t.app).get(`${APP}/matches`).set('Authorization', member.auth);
      expect(list.body.items.map((m: { _id: string }) => m._id)).toEqual([matchId]);
    }
    // Liking a member one matched answers like the first time (200 with the match) and changes or sends nothing.
    const before = (await t.settled()).length;
    const onceMore = await like(t, ada, bola.memberId);
    expect(onceMore.status).toBe(200);
    expect(onceMore.body).toMatchObject({
      liked: true,
      matched: true,
      match: { _id: matchId, member: { _id: bola.memberId } },
    });
    expect((await t.settled()).length).toBe(before);
    expect(await t.ctx.db.$count(memberMatches)).toBe(1);
  });

  it('When the like is for oneself, an unknown id, or a member hidden by §6, then it is refused (400/404 alike for unknown and hidden) and nothing is written', async () => {
    const [unfinished, disabled, blockedByThem, blockedByMe, sentBack] = await memberRows(t, 5, 'Hidden');
    await t.ctx.db.update(members).set({ completedSignup: false }).where(eq(members.id, unfinished!));
    await t.ctx.db.update(members).set({ disabled: true }).where(eq(members.id, disabled!));
    await t.ctx.db.insert(memberBlocks).values([
      { blockerId: blockedByThem!, blockedId: chidi.memberId },
      { blockerId: chidi.memberId, blockedId: blockedByMe! },
    ]);
    await t.ctx.db.insert(signupAuthentications).values({ memberId: sentBack!, phone: '2347000000999', authStep: 2 });
    const rowsBefore = [
      await countRows(t, 'member_likes'),
      await countRows(t, 'member_daily_counts'),
      await countRows(t, 'member_notifications'),
    ];

    const self = await like(t, chidi, chidi.memberId);
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ error: 'You cannot like yourself' });
    const answers = await Promise.all(
      [
        '00000000-0000-4000-8000-000000000000',
        'not-a-uuid',
        unfinished!,
        disabled!,
        blockedByThem!,
        blockedByMe!,
        sentBack!,
      ].map((id) => like(t, chidi, id)),
    );
    expect(answers.map((a) => [a.status, a.body])).toEqual(answers.map(() => [404, { error: 'Member not found' }]));
    expect([
      await countRows(t, 'member_likes'),
      await countRows(t, 'member_daily_counts'),
      await countRows(t, 'member_notifications'),
    ]).toEqual(rowsBefore);
  });

  it('When a member has used 100 likes today, then a new like answers 429 with resetsAt before writing anything, a repeated like still answers, and a withdraw gives none back', async () => {
    const [target, other, third] = await memberRows(t, 3, 'Cap', 'female');
    expect((await like(t, chidi, target!)).status).toBe(200);
    await t.ctx.db
      .update(memberDailyCounts)
      .set({ used: DAILY_LIKE_LIMIT - 1 })
      .where(eq(memberDailyCounts.memberId, chidi.memberId));
    expect((await like(t, chidi, other!)).status).toBe(200);
    const notesBefore = await countRows(t, 'member_notifications');

    const refused = await like(t, chidi, third!);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'You have used your 100 likes for today. More tomorrow',
      resetsAt: nextLagosMidnight(new Date()).toISOString(),
    });
    expect(
      await t.ctx.db.$count(memberLikes, and(eq(memberLikes.likerId, chidi.memberId), eq(memberLikes.likedId, third!))),
    ).toBe(0);
    expect(await countRows(t, 'member_notifications')).toBe(notesBefore);
    expect(
      (await t.ctx.db.select().from(memberDailyCounts).where(eq(memberDailyCounts.memberId, chidi.memberId)))[0]!.used,
    ).toBe(DAILY_LIKE_LIMIT);

    expect((await like(t, chidi, other!)).body).toEqual({ liked: true, matched: false });
    const withdrawn = await request(t.app).delete(`${APP}/likes/${other}`).set('Authorization', chidi.auth);
    expect(withdrawn.body).toEqual({ liked: false });
    expect((await like(t, chidi, other!)).status).toBe(429);
  });

  it('When a member has not finished signing up, then every likes and matches route answers 403 with their step', async () => {
    const { signInMember } = await import('../../../test-support/member-session');
    const early = await signInMember(t.app, '08061110009');
    const auth = `Bearer ${early.accessToken}`;
    const calls = [
      request(t.app).post(`${APP}/likes/${ada.memberId}`),
      request(t.app).delete(`${APP}/likes/${ada.memberId}`),
      request(t.app).get(`${APP}/likes/received`),
      request(t.app).get(`${APP}/likes/sent`),
      request(t.app).get(`${APP}/matches`),
      request(t.app).get(`${APP}/photo-requests/incoming`),
    ];
    for (const answer of await Promise.all(calls.map((c) => c.set('Authorization', auth))))
      expect([answer.status, answer.body]).toEqual([403, { error: 'Finish signing up first', authStep: 1 }]);
    expect((await request(t.app).get(`${APP}/matches`)).status).toBe(401);
  });

  it('When the Lagos day turns, then the allowance starts again at midnight Lagos time (23:00 UTC)', () => {
    expect(nextLagosMidnight(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(nextLagosMidnight(new Date('2026-11-24T23:30:00Z')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(nextLagosMidnight(new Date('2026-12-31T22:59:59Z')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('When a like is withdrawn, then it is gone from the sent list; an unknown one is 404 and one answered by a match is 409', async () => {
    const dayo = await signedUpMember(t, '08061110004', { firstName: 'Dayo' });
    const [x, y] = await memberRows(t, 2, 'Sent');
    await like(t, dayo, x!);
    await new Promise((done) => setTimeout(done, 5));
    await like(t, dayo, y!);
    await like(t, dayo, ada.memberId);
    await like(t, ada, dayo.memberId);
    const sent = await request(t.app).get(`${APP}/likes/sent`).set('Authorization', dayo.auth);
    expect(sent.status).toBe(200);
    expect(sent.body.items.map((c: { _id: string }) => c._id)).toEqual([y, x]);
    expect(sent.body.nextCursor).toBeNull();

    expect((await request(t.app).delete(`${APP}/likes/${x}`).set('Authorization', dayo.auth)).body).toEqual({
      liked: false,
    });
    const after = await request(t.app).get(`${APP}/likes/sent`).set('Authorization', dayo.auth);
    expect(after.body.items.map((c: { _id: string }) => c._id)).toEqual([y]);
    expect((await request(t.app).delete(`${APP}/likes/${x}`).set('Authorization', dayo.auth)).status).toBe(404);
    expect((await request(t.app).delete(`${APP}/likes/not-a-uuid`).set('Authorization', dayo.auth)).status).toBe(404);
    const answered = await request(t.app).delete(`${APP}/likes/${ada.memberId}`).set('Authorization', dayo.auth);
    expect(answered.status).toBe(409);
    expect(
      await t.ctx.db.$count(
        memberLikes,
        and(eq(memberLikes.likerId, dayo.memberId), eq(memberLikes.likedId, ada.memberId)),
      ),
    ).toBe(1);
  });

  it('When a Free member asks who liked them, then only a count comes back: no item, no cursor, no id, whatever the cursor', async () => {
    const efe = await signedUpMember(t, '08061110005', { firstName: 'Efe' });
    const likers = await memberRows(t, 3, 'FreeLiker');
    const now = Date.now();
    await t.ctx.db
      .insert(memberLikes)
      .values(likers.map((id, i) => ({ likerId: id, likedId: efe.memberId, createdAt: new Date(now - i * 1000) })));
    for (const query of [{}, { cursor: 'anything' }]) {
      const res = await request(t.app).get(`${APP}/likes/received`).query(query).set('Authorization', efe.auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ count: 3, countCapped: false, items: [], nextCursor: null, premiumRequired: true });
    }
    // Premium that ran out is Free at the time of the call.
    await makePremium(t, efe.memberId, new Date(Date.now() - 1000));
    expect((await request(t.app).get(`${APP}/likes/received`).set('Authorization', efe.auth)).body).toEqual({
      count: 3,
      countCapped: false,
      items: [],
      nextCursor: null,
      premiumRequired: true,
    });
  });

  it('When more than 100 members liked a Free member, then the count stops at 100 and says there are more', async () => {
    const gbenga = await signedUpMember(t, '08061110015', { firstName: 'Gbenga' });
    const likers = await memberRows(t, 101, 'ManyLiker');
    await t.ctx.db.insert(memberLikes).values(likers.map((id) => ({ likerId: id, likedId: gbenga.memberId })));
    const res = await request(t.app).get(`${APP}/likes/received`).set('Authorization', gbenga.auth);
    expect(res.body).toEqual({ count: 100, countCapped: true, items: [], nextCursor: null, premiumRequired: true });
  });

  it('When a Premium member asks who liked them, then cards come newest first, paged without repeats, leaving out matched, passed and blocked likers; liking one back makes a match', async () => {
    const funmi = await signedUpMember(t, '08061110006', { firstName: 'Funmi' });
    await makePremium(t, funmi.memberId, new Date(Date.now() + 30 * DAY));
    const likers = await memberRows(t, 26, 'Liker');
    const base = Date.now() - 60_000;
    // Two likes share a timestamp, so the id breaks the tie across a page boundary.
    await t.ctx.db.insert(memberLikes).values(
      likers.map((id, i) => ({
        likerId: id,
        likedId: funmi.memberId,
        createdAt: new Date(base + (i === 1 ? 0 : i) * 1000),
      })),
    );
    const [matched, passed, blocked] = [likers[3]!, likers[4]!, likers[5]!];
    const pair =
      matched < funmi.memberId
        ? { memberLowId: matched, memberHighId: funmi.memberId }
        : { memberLowId: funmi.memberId, memberHighId: matched };
    await t.ctx.db.insert(memberMatches).values(pair);
    await t.ctx.db.insert(memberPasses).values({ passerId: funmi.memberId, passedId: passed });
    await t.ctx.db.insert(memberBlocks).values({ blockerId: blocked, blockedId: funmi.memberId });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: request.Response = await request(t.app)
        .get(`${APP}/likes/received`)
        .query(cursor ? { cursor } : {})
        .set('Authorization', funmi.auth);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ count: 23, premiumRequired: false });
      seen.push(...page.body.items.map((c: { _id: string }) => c._id));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    const expected = likers
      .map((id, i) => ({ id, at: base + (i === 1 ? 0 : i) * 1000 }))
      .filter(({ id }) => ![matched, passed, blocked].includes(id))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map(({ id }) => id);
    expect(seen).toEqual(expected);
    expect(
      (await request(t.app).get(`${APP}/likes/received`).query({ cursor: 'garbage' }).set('Authorization', funmi.auth))
        .status,
    ).toBe(400);

    const back = await like(t, funmi, likers[10]!);
    expect(back.body).toMatchObject({ liked: true, matched: true, match: { member: { _id: likers[10] } } });
    const after = await request(t.app).get(`${APP}/likes/received`).set('Authorization', funmi.auth);
    expect(after.body.count).toBe(22);
    expect(after.body.items.map((c: { _id: string }) => c._id)).not.toContain(likers[10]);
  });
});
