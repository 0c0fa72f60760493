import request from 'supertest';
import { eq } from 'drizzle-orm';
import { memberMatches, photoRequests } from '../../../db/schema';
import {
  APP,
  createSocialApp,
  feedOf,
  like,
  memberRows,
  pushesTo,
  signedUpMember,
  uploadPhoto,
  type Member,
} from '../../../test-support/social-kit';

type MatchItem = {
  _id: string;
  member: { _id: string; photos: { count: number; placeholder: string; unlocked: boolean; ids?: string[] } };
  photoRequest: { _id: string | null; state: string; askedByMe: boolean };
};

describe('Matches and photo unlock', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  const photo: Record<string, string> = {};

  const matchesOf = async (member: Member): Promise<MatchItem[]> => {
    const res = await request(t.app).get(`${APP}/matches`).set('Authorization', member.auth);
    expect(res.status).toBe(200);
    return res.body.items;
  };
  const matchWith = async (member: Member, other: Member) =>
    (await matchesOf(member)).find((m) => m.member._id === other.memberId);
  const bytes = (viewer: Member, owner: Member) =>
    request(t.app)
      .get(`${APP}/photos/${photo[owner.phone]}`)
      .set('Authorization', viewer.auth)
      .then((r) => r.status);
  const post = (member: Member, path: string) => request(t.app).post(`${APP}${path}`).set('Authorization', member.auth);
  const incomingOf = async (member: Member) =>
    (await request(t.app).get(`${APP}/photo-requests/incoming`).set('Authorization', member.auth)).body.items as {
      _id: string;
      matchId: string;
      from: { _id: string };
    }[];
  async function matchUp(a: Member, b: Member): Promise<string> {
    await like(t, a, b.memberId);
    const back = await like(t, b, a.memberId);
    expect(back.body.matched).toBe(true);
    return back.body.match._id;
  }
  async function member(phone: string, firstName: string) {
    const m = await signedUpMember(t, phone, { firstName });
    photo[phone] = await uploadPhoto(t, m);
    return m;
  }

  beforeAll(async () => {
    t = await createSocialApp();
    ada = await member('08071110001', 'Ada');
    bola = await member('08071110002', 'Bola');
  });
  afterAll(() => t.close());

  it('When matched members exchange photos, then before acceptance cards show only a placeholder and bytes are 404; acceptance unlocks both ways and tells both', async () => {
    const matchId = await matchUp(ada, bola);
    const before = (await matchWith(ada, bola))!;
    expect(before.photoRequest).toEqual({ _id: null, state: 'none', askedByMe: false });
    expect(before.member.photos).toEqual({ count: 1, placeholder: expect.stringMatching(/.+/), unlocked: false });
    expect([await bytes(ada, bola), await bytes(bola, ada)]).toEqual([404, 404]);

    const asked = await post(ada, `/matches/${matchId}/photo-request`);
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      _id: expect.any(String),
      matchId,
      state: 'pending',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(asked.body.expiresAt) - Date.parse(asked.body.createdAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const requestId = asked.body._id as string;
    expect((await matchWith(ada, bola))!.photoRequest).toEqual({ _id: requestId, state: 'pending', askedByMe: true });
    expect((await matchWith(bola, ada))!.photoRequest).toEqual({ _id: requestId, state: 'pending', askedByMe: false });
    expect(await incomingOf(bola)).toEqual([
      {
        _id: requestId,
        matchId,
        from: expect.objectContaining({ _id: ada.memberId, firstName: 'Ada' }),
        createdAt: asked.body.createdAt,
      },
    ]);
    expect((await feedOf(t, bola)).filter((i) => i.kind === 'photo-request')).toEqual([
      expect.objectContaining({ title: 'Photo request', relatedId: requestId }),
    ]);
    expect(pushesTo(await t.settled(), bola).filter((p) => p.data.kind === 'photo-request')).toEqual([
      expect.objectContaining({ data: { kind: 'photo-request', relatedId: requestId } }),
    ]);

    // Asking again answers the same open request and tells nobody; the other side asking back is pointed at it.
    const again = await post(ada, `/matches/${matchId}/photo-request`);
    expect([again.status, again.body]).toEqual([200, asked.body]);
    expect((await feedOf(t, bola)).filter((i) => i.kind === 'photo-request')).toHaveLength(1);
    expect((await post(bola, `/matches/${matchId}/photo-request`)).status).toBe(409);
    expect((await post(ada, `/photo-requests/${requestId}/accept`)).status).toBe(404);

    const accepted = await post(bola, `/photo-requests/${requestId}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ message: 'Photos unlocked', matchId });
    for (const m of [ada, bola])
      expect((await feedOf(t, m)).filter((i) => i.kind === 'unlock')).toEqual([
        expect.objectContaining({ title: 'Photos unlocked', relatedId: matchId }),
      ]);
    const pushes = await t.settled();
    for (const m of [ada, bola]) expect(pushesTo(pushes, m).filter((p) => p.data.kind === 'unlock')).toHaveLength(1);
    expect(JSON.stringify(pushes)).not.toMatch(/\/photos\//);

    const adaSees = (await matchWith(ada, bola))!;
    expect(adaSees.photoRequest).toEqual({ _id: requestId, state: 'accepted', askedByMe: true });
    expect(adaSees.member.photos).toMatchObject({ unlocked: true, ids: [photo[bola.phone]] });
    expect((await matchWith(bola, ada))!.photoRequest).toEqual({ _id: requestId, state: 'accepted', askedByMe: false });
    expect([await bytes(ada, bola), await bytes(bola, ada)]).toEqual([200, 200]);

    expect((await post(bola, `/photo-requests/${requestId}/accept`)).status).toBe(200);
    expect((await feedOf(t, ada)).filter((i) => i.kind === 'unlock')).toHaveLength(1);
    expect((await post(bola, `/photo-requests/${requestId}/decline`)).status).toBe(409);
    expect((await post(ada, `/matches/${matchId}/photo-request`)).status).toBe(409);
  });

  it('When a member revokes, then their photos are hidden from the match at once while they still see the other; a new accepted request shares them again', async () => {
    const matchId = (await matchWith(ada, bola))!._id;
    const revoked = await post(ada, `/matches/${matchId}/photos/revoke`);
    expect(revoked.body).toEqual({ message: 'Your photos are hidden from this match again' });
    expect(await bytes(bola, ada)).toBe(404);
    expect(await bytes(ada, bola)).toBe(200);
    const bolaSees = (await matchWith(bola, ada))!;
    expect(bolaSees.member.photos).toEqual({ count: 1, placeholder: expect.stringMatching(/.+/), unlocked: false });
    expect(bolaSees.photoRequest).toEqual({ _id: null, state: 'none', askedByMe: false });
    expect((await matchWith(ada, bola))!.member.photos.unlocked).toBe(true);
    expect((await post(ada, `/matches/${matchId}/photos/revoke`)).status).toBe(200);

    const asked = await post(ada, `/matches/${matchId}/photo-request`);
    expect(asked.status).toBe(201);
    expect((await post(bola, `/photo-requests/${asked.body._id}/accept`)).status).toBe(200);
    expect([await bytes(ada, bola), await bytes(bola, ada)]).toEqual([200, 200]);
  });

  it('When a member unmatches, then nobody is told, both lose the photos and the match at once, and the pair cannot like or match again', async () => {
    const matchId = (await matchWith(ada, bola))!._id;
    const adaFeed = (await feedOf(t, ada)).length;
    const adaPushes = pushesTo(await t.settled(), ada).length;
    const chidi = await member('08071110003', 'Chidi');
    expect((await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', chidi.auth)).status).toBe(
      404,
    );

    const gone = await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', bola.auth);
    expect(gone.body).toEqual({ message: 'Unmatched' });
    expect([await bytes(ada, bola), await bytes(bola, ada)]).toEqual([404, 404]);
    expect([await matchWith(ada, bola), await matchWith(bola, ada)]).toEqual([undefined, undefined]);
    expect((await feedOf(t, ada)).length).toBe(adaFeed);
    expect(pushesTo(await t.settled(), ada).length).toBe(adaPushes);
    expect((await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', bola.auth)).status).toBe(404);
    expect((await post(ada, `/matches/${matchId}/photo-request`)).status).toBe(404);
    expect((await post(ada, `/matches/${matchId}/photos/revoke`)).status).toBe(404);
    const relike = await like(t, ada, bola.memberId);
    expect(relike.status).toBe(409);
    expect(relike.body).toEqual({ error: 'You can no longer like this member' });
    expect(await t.ctx.db.$count(memberMatches)).toBe(1);
  });

  it('When a request is declined, then its asker sees exactly what an unanswered request shows (pending, no feed, no push, no photos) until it expires, and nobody is told', async () => {
    const chidi = await member('08071110004', 'Chika');
    const dayo = await member('08071110005', 'Dayo');
    const withChidi = await matchUp(ada, chidi);
    const withDayo = await matchUp(ada, dayo);
    const adaFeedBefore = await feedOf(t, ada);
    const adaPushesBefore = pushesTo(await t.settled(), ada).length;

    const toChidi = await post(ada, `/matches/${withChidi}/photo-request`);
    const toDayo = await post(ada, `/matches/${withDayo}/photo-request`);
    const chidiFeedBefore = await feedOf(t, chidi);
    const chidiPushesBefore = pushesTo(await t.settled(), chidi).length;
    const declined = await post(chidi, `/photo-requests/${toChidi.body._id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ message: 'Photo request declined', matchId: withChidi });

    // What the asker reads about the declined request and the unanswered one, ids and times aside.
    const view = async (matchId: string, other: Member, requestId: string) => {
      const item = (await matchesOf(ada)).find((m) => m._id === matchId)!;
      const reask = await post(ada, `/matches/${matchId}/photo-request`);
      return {
        photoRequest: { ...item.photoRequest, _id: item.photoRequest._id === requestId },
        photos: { ...item.member.photos, placeholder: typeof item.member.photos.placeholder },
        bytes: await bytes(ada, other),
        reask: {
          status: reask.status,
          keys: Object.keys(reask.body).sort(),
          same: reask.body._id === requestId,
          state: reask.body.state,
        },
      };
    };
    const declinedView = await view(withChidi, chidi, toChidi.body._id);
    const unansweredView = await view(withDayo, dayo, toDayo.body._id);
    expect(declinedView).toEqual(unansweredView);
    expect(declinedView.photoRequest).toEqual({ _id: true, state: 'pending', askedByMe: true });
    expect(await feedOf(t, ada)).toEqual(adaFeedBefore);
    expect(pushesTo(await t.settled(), ada).length).toBe(adaPushesBefore);
    expect(await feedOf(t, chidi)).toEqual(chidiFeedBefore);
    expect(pushesTo(await t.settled(), chidi).length).toBe(chidiPushesBefore);
    expect(await incomingOf(chidi)).toEqual([]);
    expect((await incomingOf(dayo)).map((r) => r._id)).toEqual([toDayo.body._id]);
    expect(await bytes(chidi, ada)).toBe(404);
    const notShared = await post(ada, `/matches/${withDayo}/photos/revoke`);
    expect([notShared.status, notShared.body]).toEqual([409, { error: 'Your photos are not shared with this match' }]);

    // After seven days both requests are over alike: `none`, and asking again makes a new request.
    await t.ctx.db
      .update(photoRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(photoRequests.askerId, ada.memberId));
    for (const matchId of [withChidi, withDayo])
      expect((await matchesOf(ada)).find((m) => m._id === matchId)!.photoRequest).toEqual({
        _id: null,
        state: 'none',
        askedByMe: false,
      });
    expect((await post(dayo, `/photo-requests/${toDayo.body._id}/accept`)).status).toBe(409);
    const renewed = await post(ada, `/matches/${withChidi}/photo-request`);
    expect(renewed.status).toBe(201);
    expect(renewed.body._id).not.toBe(toChidi.body._id);
    // A decliner may still change their mind while the request is open.
    expect((await post(chidi, `/photo-requests/${renewed.body._id}/decline`)).status).toBe(200);
    expect((await post(chidi, `/photo-requests/${renewed.body._id}/accept`)).status).toBe(200);
    expect([await bytes(ada, chidi), await bytes(chidi, ada)]).toEqual([200, 200]);
  });

  it('When the recipient of a declined request asks themselves, then a new request goes the other way', async () => {
    const eze = await member('08071110006', 'Eze');
    const matchId = await matchUp(eze, ada);
    const asked = await post(eze, `/matches/${matchId}/photo-request`);
    await post(ada, `/photo-requests/${asked.body._id}/decline`);
    const back = await post(ada, `/matches/${matchId}/photo-request`);
    expect(back.status).toBe(201);
    expect((await incomingOf(eze)).map((r) => r._id)).toEqual([back.body._id]);
    expect((await matchWith(eze, ada))!.photoRequest).toEqual({
      _id: back.body._id,
      state: 'pending',
      askedByMe: false,
    });
  });

  it('When a member has many matches, then GET /matches pages newest first without repeats; a bad cursor or id is refused', async () => {
    const fola = await signedUpMember(t, '08071110007', { firstName: 'Fola' });
    const partners = await memberRows(t, 23, 'Partner');
    const base = Date.now() - 3_600_000;
    await t.ctx.db.insert(memberMatches).values(
      partners.map((id, i) => ({
        ...(id < fola.memberId
          ? { memberLowId: id, memberHighId: fola.memberId }
          : { memberLowId: fola.memberId, memberHighId: id }),
        createdAt: new Date(base + (i % 20) * 1000),
      })),
    );
    const seen: string[] = [];
    const times: number[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await request(t.app)
        .get(`${APP}/matches`)
        .query(cursor ? { cursor } : {})
        .set('Authorization', fola.auth);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((m: MatchItem) => m.member._id));
      times.push(...page.body.items.map((m: { createdAt: string }) => Date.parse(m.createdAt)));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(23);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen).toHaveLength(23);
    for (const path of ['/matches', '/photo-requests/incoming']) {
      expect(
        (
          await request(t.app)
            .get(`${APP}${path}`)
            .query({ cursor: 'bm90LWEtY3Vyc29y' })
            .set('Authorization', fola.auth)
        ).status,
      ).toBe(400);
    }
    expect((await request(t.app).delete(`${APP}/matches/not-a-uuid`).set('Authorization', fola.auth)).status).toBe(404);
    expect((await post(fola, '/photo-requests/00000000-0000-4000-8000-000000000000/accept')).status).toBe(404);
    expect((await post(fola, '/photo-requests/not-a-uuid/decline')).status).toBe(404);
  });
});
