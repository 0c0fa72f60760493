import request from 'supertest';
import { eq } from 'drizzle-orm';
import { memberPhotos, members, memberVerifiedFaces } from '../../../db/schema';
import { openTestDatabase } from '../../../test-support/test-database';
import { send } from '../../../test-support/chat-kit';
import { APP, like, makePremium, type Member } from '../../../test-support/social-kit';
import { openMember, setPhotoState, uploadUnscreened, type PhotoState } from '../../../test-support/photo-states';
import { startLiveInstance, type LiveClient, type LiveInstance } from '../../../test-support/live-kit';

type CardPhotos = { count: number; placeholder: string; unlocked: boolean; ids?: string[] };
type Card = { _id: string; verified: boolean; photos: CardPhotos };

/**
 * Only approved photos are ever shown, counted, unlocked, made public or listed to anyone but the owner (decision
 * 0147). Ada's four photos are uploaded over HTTP (each starts `checking`) and given the screening's verdicts in the
 * database, as the screening job and staff would set them: the first stays `checking`, the second is approved, the
 * third held, the fourth rejected. No job is drained here, so nothing screens them behind the test's back.
 */
describe('Photos that are not approved are shown to nobody but their owner', () => {
  let t: LiveInstance;
  let ada: Member;
  let bola: Member;
  let cleo: Member;
  let dayo: Member;
  let phone = 0;
  const photo = { checking: '', approved: '', held: '', rejected: '' };
  const unapproved = () => [photo.checking, photo.held, photo.rejected];

  const nextMember = () => openMember(t, `0806${String(4470000 + ++phone).padStart(7, '0')}`);
  const get = (member: Member, path: string) => request(t.app).get(`${APP}${path}`).set('Authorization', member.auth);
  const post = (member: Member, path: string, body: object = {}) =>
    request(t.app).post(`${APP}${path}`).set('Authorization', member.auth).send(body);
  const upload = (member: Member, colour: string) => uploadUnscreened(t, member, colour);
  const setPhoto = (id: string, state: PhotoState) => setPhotoState(t, id, state);
  const placeholderOf = async (id: string) =>
    (await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id)))[0]!.placeholder;
  const cardOf = async (viewer: Member, owner: Member): Promise<Card> => {
    const res = await get(viewer, `/members/${owner.memberId}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const bytes = async (viewer: Member, id: string) => [
    (await get(viewer, `/photos/${id}`)).status,
    (await get(viewer, `/photos/${id}?size=thumb`)).status,
  ];
  const shownTo = (viewer: Member) =>
    Promise.all([photo.checking, photo.approved, photo.held, photo.rejected].map((id) => bytes(viewer, id)));

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
    ada = await nextMember();
    bola = await nextMember();
    cleo = await nextMember();
    dayo = await nextMember();
    photo.checking = await upload(ada, '#aa3333');
    photo.approved = await upload(ada, '#33aa33');
    photo.held = await upload(ada, '#3333aa');
    photo.rejected = await upload(ada, '#aaaa33');
    await setPhoto(photo.approved, { status: 'approved' });
    await setPhoto(photo.held, { status: 'held' });
    await setPhoto(photo.rejected, { status: 'rejected' });
  });
  afterAll(() => t.close());

  it('When photos wait for screening, staff or were rejected, then the owner still sees and fetches all four, each with its place', async () => {
    const me = await get(ada, '/me');
    expect(me.body.photos.map((p: { _id: string }) => p._id)).toEqual([
      photo.checking,
      photo.approved,
      photo.held,
      photo.rejected,
    ]);
    expect(await shownTo(ada)).toEqual([
      [200, 200],
      [200, 200],
      [200, 200],
      [200, 200],
    ]);
  });

  it('When a match unlocks photos, then the partner is shown, counted and sent only the approved photo: cards, matches, requests, conversations and bytes', async () => {
    await like(t, ada, bola.memberId);
    const matched = await like(t, bola, ada.memberId);
    expect(matched.body.matched).toBe(true);
    const matchId = matched.body.match._id as string;
    const locked = { count: 1, placeholder: await placeholderOf(photo.approved), unlocked: false };
    // The match answer itself and the asker's card in the incoming request, before the unlock.
    expect(matched.body.match.member.photos).toEqual(locked);
    const asked = await post(ada, `/matches/${matchId}/photo-request`);
    expect(asked.status).toBe(201);
    const incoming = await get(bola, '/photo-requests/incoming');
    expect(incoming.body.items.map((i: { from: Card }) => i.from.photos)).toEqual([locked]);
    expect((await post(bola, `/photo-requests/${asked.body._id}/accept`)).status).toBe(200);

    const unlocked = { ...locked, unlocked: true, ids: [photo.approved] };
    expect((await cardOf(bola, ada)).photos).toEqual(unlocked);
    const matches = await get(bola, '/matches');
    expect(matches.body.items.map((m: { member: Card }) => m.member.photos)).toEqual([unlocked]);
    expect((await send(t.app, ada, matchId, 'Hello Bola')).status).toBe(201);
    const conversations = await get(bola, '/conversations');
    expect(conversations.body.items.map((c: { member: Card }) => c.member.photos)).toEqual([unlocked]);
    expect(await shownTo(bola)).toEqual([
      [404, 404],
      [200, 200],
      [404, 404],
      [404, 404],
    ]);
    // The owner's side of the same unlock: Bola has no approved photo, so Ada is shown none.
    const bolasPhoto = await upload(bola, '#336699');
    expect((await cardOf(ada, bola)).photos).toEqual({ count: 0, placeholder: '', unlocked: false, ids: [] });
    expect(await bytes(ada, bolasPhoto)).toEqual([404, 404]);
  });

  it('When the owner makes photos public, then strangers in discover and likes see only the approved photo', async () => {
    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, ada.memberId));
    const shown = { count: 1, placeholder: await placeholderOf(photo.approved), unlocked: true, ids: [photo.approved] };
    const discover = await get(cleo, '/discover?limit=50');
    expect(discover.status).toBe(200);
    expect(discover.body.items.find((c: Card) => c._id === ada.memberId).photos).toEqual(shown);
    expect(await shownTo(cleo)).toEqual([
      [404, 404],
      [200, 200],
      [404, 404],
      [404, 404],
    ]);
    // A like Cleo sent, and one Ada sent that Premium Dayo reads among the likes received.
    expect((await like(t, cleo, ada.memberId)).status).toBe(200);
    const sent = await get(cleo, '/likes/sent');
    expect(sent.body.items.map((c: Card) => c.photos)).toEqual([shown]);
    await makePremium(t, dayo.memberId, new Date(Date.now() + 86_400_000));
    expect((await like(t, ada, dayo.memberId)).status).toBe(200);
    const received = await get(dayo, '/likes/received');
    expect(received.body.items.map((c: Card) => c.photos)).toEqual([shown]);
  });

  it('When a photo is not approved, then a member reporting it gets the same 404 as for a photo that does not exist', async () => {
    const report = (photoId: string) =>
      post(cleo, '/reports', { kind: 'photo', memberId: ada.memberId, photoId, reason: 'Not her', alsoBlock: false });
    for (const id of unapproved())
      expect([(await report(id)).status, (await report(id)).body]).toEqual([404, { error: 'Photo not found' }]);
    expect((await report(photo.approved)).status).toBe(201);
  });

  it("When another member exports their data, then none of the owner's photos is in it; the owner's export lists all four", async () => {
    const theirs = JSON.stringify((await get(bola, '/me/export')).body);
    for (const id of Object.values(photo)) expect(theirs).not.toContain(id);
    const own = (await get(ada, '/me/export')).body.photos.map((p: { _id: string }) => p._id);
    expect(own.sort()).toEqual(Object.values(photo).sort());
  });

  it('When staff approve the held photo, then it appears in its place; the rejected one never does; a staff flag hides an approved one again', async () => {
    await setPhoto(photo.held, { status: 'approved' });
    const card = await cardOf(bola, ada);
    expect(card.photos).toMatchObject({ count: 2, ids: [photo.approved, photo.held] });
    expect(await shownTo(bola)).toEqual([
      [404, 404],
      [200, 200],
      [200, 200],
      [404, 404],
    ]);
    await setPhoto(photo.held, { flagged: true });
    expect((await cardOf(bola, ada)).photos).toMatchObject({ count: 1, ids: [photo.approved] });
    expect(await bytes(bola, photo.held)).toEqual([404, 404]);
    // Approved, then rejected on a second look (a staff reject of an appeal or a report): gone at once.
    await setPhoto(photo.held, { flagged: false, status: 'rejected' });
    expect((await cardOf(cleo, ada)).photos).toMatchObject({ count: 1, ids: [photo.approved] });
    expect(await bytes(cleo, photo.held)).toEqual([404, 404]);
    await setPhoto(photo.held, { status: 'held' });
  });

  it('When liveness passed and the first approved photo shows the verified face, then cards say verified; a photo still checking does not count as the first', async () => {
    expect((await cardOf(bola, ada)).verified).toBe(false);
    await t.ctx.db.update(members).set({ livenessVerified: true }).where(eq(members.id, ada.memberId));
    await t.ctx.db.insert(memberVerifiedFaces).values({
      memberId: ada.memberId,
      provider: 'sandbox',
      source: 'selfie',
      template: [],
      status: 'verified',
      verifiedAt: new Date(),
    });
    // The photo in first place is still being checked: a match there must not earn the badge.
    await setPhoto(photo.checking, { faceMatch: 'match' });
    await setPhoto(photo.approved, { faceMatch: 'mismatch' });
    expect((await cardOf(bola, ada)).verified).toBe(false);
    await setPhoto(photo.approved, { faceMatch: 'match' });
    expect((await cardOf(bola, ada)).verified).toBe(true);
    const discover = await get(dayo, '/discover?limit=50');
    expect(discover.body.items.find((c: Card) => c._id === ada.memberId)?.verified).toBe(true);
    expect((await cardOf(ada, bola)).verified).toBe(false);
  });

  it('When a match forms on the live channel, then its frame lists only approved photos, and no frame names an unapproved one', async () => {
    const eve = await nextMember();
    const socket: LiveClient = await t.open(eve);
    await like(t, ada, eve.memberId);
    const matched = await like(t, eve, ada.memberId);
    expect(matched.body.matched).toBe(true);
    const frame = (await socket.next((f) => f.type === 'match')) as { match: { member: Card } };
    expect(frame.match.member.photos).toMatchObject({ count: 1, unlocked: true, ids: [photo.approved] });
    // A message after the match: once its frame has come, every frame sent before it has come too.
    expect((await send(t.app, ada, matched.body.match._id, 'Hi Eve')).status).toBe(201);
    await socket.next((f) => f.type === 'message');
    const frames = JSON.stringify(socket.frames);
    for (const id of unapproved()) expect(frames).not.toContain(id);
    socket.ws.close();
  });
});
