import request from 'supertest';
import { and, eq, or, sql } from 'drizzle-orm';
import { memberBlocks, memberLikes, memberMatches, members, photoRequests } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { distinctPng } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { signInMember, type SignedInMember } from '../../../test-support/member-session';

const APP = '/api/v1/app';

describe('Blocks', () => {
  let t: TestApp;
  let ada: SignedInMember;
  let chiamaka: SignedInMember;
  let ibrahim: SignedInMember;
  const bearer = (m: SignedInMember) => ({ Authorization: `Bearer ${m.accessToken}` });
  const block = (by: SignedInMember, memberId: string) =>
    request(t.app).post(`${APP}/blocks`).set(bearer(by)).send({ memberId });
  const unblock = (by: SignedInMember, memberId: string) =>
    request(t.app).delete(`${APP}/blocks/${memberId}`).set(bearer(by));
  const blocksOf = (m: SignedInMember) => request(t.app).get(`${APP}/blocks`).set(bearer(m));
  const viewPhoto = (m: SignedInMember, photoId: string) =>
    request(t.app).get(`${APP}/photos/${photoId}`).set(bearer(m));
  const discoverIds = async (m: SignedInMember) =>
    (
      (await request(t.app).get(`${APP}/discover`).query({ limit: 50 }).set(bearer(m))).body.items as { _id: string }[]
    ).map((c) => c._id);
  /** An upload of its own, screened (the sandbox approves it once the member has the sandbox's verified face). */
  const uploadPhoto = async (m: SignedInMember) => {
    await giveVerifiedFace(t.ctx, m.memberId);
    const png = await distinctPng('#884422');
    const id = (await request(t.app).post(`${APP}/me/photos`).set(bearer(m)).attach('photo', png, 'p.png')).body
      ._id as string;
    await drainJobs(t.ctx);
    return id;
  };

  /** Ada and Chiamaka like each other, match, unlocked photos, and a pending request is open. */
  async function matchAdaAndChiamaka() {
    const [low, high] = [ada.memberId, chiamaka.memberId].sort() as [string, string];
    await t.ctx.db
      .delete(memberMatches)
      .where(and(eq(memberMatches.memberLowId, low), eq(memberMatches.memberHighId, high)));
    await t.ctx.db
      .insert(memberLikes)
      .values([
        { likerId: ada.memberId, likedId: chiamaka.memberId },
        { likerId: chiamaka.memberId, likedId: ada.memberId },
      ])
      .onConflictDoNothing();
    const [match] = await t.ctx.db
      .insert(memberMatches)
      .values({ memberLowId: low, memberHighId: high, photosUnlockedAt: new Date() })
      .returning();
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    await t.ctx.db.insert(photoRequests).values([
      { matchId: match!.id, askerId: ada.memberId, recipientId: chiamaka.memberId, state: 'accepted', expiresAt },
      { matchId: match!.id, askerId: chiamaka.memberId, recipientId: ada.memberId, state: 'pending', expiresAt },
    ]);
    return match!.id;
  }
  const likesBetweenAdaAndChiamaka = () =>
    t.ctx.db.$count(
      memberLikes,
      or(
        and(eq(memberLikes.likerId, ada.memberId), eq(memberLikes.likedId, chiamaka.memberId)),
        and(eq(memberLikes.likerId, chiamaka.memberId), eq(memberLikes.likedId, ada.memberId)),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp();
    [ada, chiamaka, ibrahim] = [
      await signInMember(t.app, '08031234501'),
      await signInMember(t.app, '08031234503'),
      await signInMember(t.app, '08031234504'),
    ];
    // Ada (female) and Chiamaka (female) see each other in discover.
    await t.ctx.db
      .update(members)
      .set({ interestedIn: ['female'], preferences: null })
      .where(or(eq(members.id, ada.memberId), eq(members.id, chiamaka.memberId)));
  });
  afterAll(() => t.close());

  it('When a member blocks their match, then in one go the match ends, the blocker’s like and pending requests go (the other’s like stays, hidden, decision 0075), and each is hidden from the other (404), silently', async () => {
    const matchId = await matchAdaAndChiamaka();
    const [chiamakaPhoto, adaPhoto] = [await uploadPhoto(chiamaka), await uploadPhoto(ada)];
    expect((await viewPhoto(ada, chiamakaPhoto)).status).toBe(200);
    expect((await viewPhoto(chiamaka, adaPhoto)).status).toBe(200);
    expect(await likesBetweenAdaAndChiamaka()).toBe(2);
    await t.ctx.db
      .delete(memberLikes)
      .where(and(eq(memberLikes.likerId, ada.memberId), eq(memberLikes.likedId, chiamaka.memberId)));
    await t.ctx.db.delete(memberMatches).where(eq(memberMatches.id, matchId));
    const freshMatch = await matchAdaAndChiamaka();
    const ibrahimLike = { likerId: ibrahim.memberId, likedId: ada.memberId };
    await t.ctx.db.insert(memberLikes).values(ibrahimLike);

    const res = await block(ada, chiamaka.memberId);
    expect([res.status, res.body]).toEqual([200, { message: 'Member blocked', blocked: true }]);

    const [match] = await t.ctx.db.select().from(memberMatches).where(eq(memberMatches.id, freshMatch));
    expect(match!.endedAt).toBeInstanceOf(Date);
    expect(await likesBetweenAdaAndChiamaka()).toBe(1);
    expect(
      (
        await t.ctx.db
          .select({ state: photoRequests.state })
          .from(photoRequests)
          .where(eq(photoRequests.matchId, freshMatch))
      ).map((r) => r.state),
    ).toEqual(['accepted']);
    expect(
      await t.ctx.db.$count(
        memberLikes,
        and(eq(memberLikes.likerId, ibrahim.memberId), eq(memberLikes.likedId, ada.memberId)),
      ),
    ).toBe(1);

    for (const [viewer, photo] of [
      [ada, chiamakaPhoto],
      [chiamaka, adaPhoto],
    ] as const) {
      const hidden = await viewPhoto(viewer, photo);
      expect([hidden.status, hidden.body]).toEqual([404, { error: 'Photo not found' }]);
    }
    expect((await viewPhoto(chiamaka, chiamakaPhoto)).status).toBe(200);
    expect(await discoverIds(ada)).not.toContain(chiamaka.memberId);
    expect(await discoverIds(chiamaka)).not.toContain(ada.memberId);
    for (const [by, other] of [
      [ada, chiamaka],
      [chiamaka, ada],
    ] as const) {
      expect((await request(t.app).post(`${APP}/discover/${other.memberId}/pass`).set(bearer(by))).status).toBe(404);
    }

    // The blocker finds whom they blocked; the blocked member sees nothing of it and is answered as anyone else.
    const list = await blocksOf(ada);
    expect(list.body).toEqual({
      items: [
        { _id: chiamaka.memberId, firstName: 'Chiamaka', avatar: expect.any(String), blockedAt: expect.any(String) },
      ],
      nextCursor: null,
    });
    expect((await blocksOf(chiamaka)).body).toEqual({ items: [], nextCursor: null });
    expect(await t.ctx.db.$count(sql`member_notifications`, sql`member_id = ${chiamaka.memberId}`)).toBe(0);
    expect((await block(chiamaka, ada.memberId)).body).toEqual({ message: 'Member blocked', blocked: true });
    expect((await block(ada, chiamaka.memberId)).status).toBe(200);
    expect(await t.ctx.db.$count(memberBlocks, eq(memberBlocks.blockerId, ada.memberId))).toBe(1);

    // Unblocking lifts only one's own block; the match stays ended.
    expect((await unblock(ada, chiamaka.memberId)).body).toEqual({ message: 'Member unblocked' });
    const passOnChiamaka = () => request(t.app).post(`${APP}/discover/${chiamaka.memberId}/pass`).set(bearer(ada));
    expect((await passOnChiamaka()).status).toBe(404);
    expect((await unblock(chiamaka, ada.memberId)).status).toBe(200);
    // Visible again (a pass is accepted), yet not back in discover: the ended match keeps the pair apart.
    expect((await passOnChiamaka()).status).toBe(200);
    expect((await request(t.app).delete(`${APP}/passes/${chiamaka.memberId}`).set(bearer(ada))).status).toBe(200);
    expect(await discoverIds(ada)).not.toContain(chiamaka.memberId);
    expect(
      (await t.ctx.db.select().from(memberMatches).where(eq(memberMatches.id, freshMatch)))[0]!.endedAt,
    ).toBeInstanceOf(Date);
    expect((await viewPhoto(ada, chiamakaPhoto)).status).toBe(404);
    expect([(await unblock(ada, chiamaka.memberId)).status, (await unblock(ada, chiamaka.memberId)).body]).toEqual([
      404,
      { error: 'This member is not blocked' },
    ]);
  });

  it('When a step of the block fails mid-way, then nothing of it stays: no block row, the match still active, the likes and the request still there', async () => {
    const matchId = await matchAdaAndChiamaka();
    // A real failure inside the transaction, after the block row and the match update were written.
    await t.ctx.db.execute(
      sql`create function fail_like_delete() returns trigger language plpgsql as $$ begin raise exception 'like delete failed'; end $$`,
    );
    await t.ctx.db.execute(
      sql`create trigger fail_like_delete before delete on member_likes for each row execute function fail_like_delete()`,
    );
    try {
      const res = await block(ada, chiamaka.memberId);
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toMatch(/like delete failed|member_likes|stack/);
    } finally {
      await t.ctx.db.execute(sql`drop trigger fail_like_delete on member_likes`);
      await t.ctx.db.execute(sql`drop function fail_like_delete()`);
    }
    expect(
      await t.ctx.db.$count(
        memberBlocks,
        and(eq(memberBlocks.blockerId, ada.memberId), eq(memberBlocks.blockedId, chiamaka.memberId)),
      ),
    ).toBe(0);
    expect((await t.ctx.db.select().from(memberMatches).where(eq(memberMatches.id, matchId)))[0]!.endedAt).toBeNull();
    expect(await likesBetweenAdaAndChiamaka()).toBe(2);
    expect(
      await t.ctx.db.$count(photoRequests, and(eq(photoRequests.matchId, matchId), eq(photoRequests.state, 'pending'))),
    ).toBe(1);
    expect((await block(ada, chiamaka.memberId)).status).toBe(200);
    expect(await likesBetweenAdaAndChiamaka()).toBe(1);
    await unblock(ada, chiamaka.memberId);
  });

  it('When a block is malformed, then it answers 400 or 404 and changes nothing', async () => {
    const before = await t.ctx.db.$count(memberBlocks);
    for (const [body, status, error] of [
      [{ memberId: ada.memberId }, 400, 'You cannot block yourself'],
      [{ memberId: '00000000-0000-4000-8000-000000000000' }, 404, 'Member not found'],
      [{ memberId: 'x' }, 400, 'Member not found'],
      [{}, 400, 'Member not found'],
    ] as const) {
      const res = await request(t.app).post(`${APP}/blocks`).set(bearer(ada)).send(body);
      expect([res.status, res.body.error]).toEqual([status, error]);
    }
    expect((await unblock(ada, 'x')).status).toBe(404);
    expect((await request(t.app).get(`${APP}/blocks`).query({ cursor: 'bad' }).set(bearer(ada))).status).toBe(400);
    expect(await t.ctx.db.$count(memberBlocks)).toBe(before);
  });

  it('When a member has blocked many, then GET /blocks pages through them newest first with no repeats', async () => {
    const others = await t.ctx.db
      .select({ id: members.id })
      .from(members)
      .where(sql`${members.id} not in (${ada.memberId}, ${chiamaka.memberId})`)
      .limit(60);
    for (const other of others)
      await t.ctx.db.insert(memberBlocks).values({
        blockerId: ibrahim.memberId,
        blockedId: other.id,
        createdAt: new Date(Date.now() - others.indexOf(other) * 1000),
      });
    const first = await blocksOf(ibrahim);
    expect(first.body.items).toHaveLength(50);
    const second = await request(t.app)
      .get(`${APP}/blocks`)
      .query({ cursor: first.body.nextCursor })
      .set(bearer(ibrahim));
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((item: { _id: string }) => item._id);
    expect(ids).toEqual(others.map((o) => o.id));
    await t.ctx.db.delete(memberBlocks).where(eq(memberBlocks.blockerId, ibrahim.memberId));
  });

  it('When blocks share one millisecond (apart by microseconds, some at the very same instant), then paging by two neither skips nor repeats any', async () => {
    const others = await t.ctx.db
      .select({ id: members.id })
      .from(members)
      .where(sql`${members.id} not in (${ada.memberId}, ${chiamaka.memberId}, ${ibrahim.memberId})`)
      .limit(7);
    expect(others).toHaveLength(7);
    // Microseconds 100..400 of one millisecond, two rows on each but the last, so pages end both between and inside equal times.
    const micros = [100, 100, 200, 200, 300, 300, 400];
    for (const [i, other] of others.entries()) {
      await t.ctx.db.insert(memberBlocks).values({
        blockerId: ibrahim.memberId,
        blockedId: other.id,
        createdAt: sql`${`2030-01-01 00:00:00.123${micros[i]}+00`}::timestamptz`,
      });
    }
    const expected = others
      .map((o, i) => ({ id: o.id, us: micros[i]! }))
      .sort((a, b) => b.us - a.us || (a.id < b.id ? 1 : -1))
      .map((o) => o.id);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const res = await request(t.app)
        .get(`${APP}/blocks`)
        .query({ limit: 2, ...(cursor ? { cursor } : {}) })
        .set(bearer(ibrahim));
      expect(res.status).toBe(200);
      seen.push(...(res.body.items as { _id: string }[]).map((item) => item._id));
      cursor = res.body.nextCursor ?? undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
    await t.ctx.db.delete(memberBlocks).where(eq(memberBlocks.blockerId, ibrahim.memberId));
  });
});
