import request from 'supertest';
import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { openTestDatabase } from '../../../test-support/test-database';
import { APP, type Member } from '../../../test-support/social-kit';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { openMember, sandboxPicture, uploadUnscreened } from '../../../test-support/photo-states';
import { startLiveInstance, type LiveClient, type LiveInstance } from '../../../test-support/live-kit';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

type Card = { photos: { count: number; unlocked: boolean; ids?: string[] } };
type PhotoFrame = { type: 'photo'; photo: { _id: string; status: string } };

/**
 * The same rule with the verdicts the screening job itself writes (the sandbox provider, decision 0143) and a staff
 * approval through the control centre's Verification route: the owner's open app learns each verdict on the live
 * channel, a stranger who may see the owner's public photos learns nothing and is shown only what was approved.
 */
describe('Verdicts of the screening job reach the owner only; what they hide stays hidden', () => {
  let t: LiveInstance;
  let staff: Session;
  let fola: Member;
  let gbenga: Member;
  let folaSocket: LiveClient;
  let gbengaSocket: LiveClient;
  const photo = { approved: '', held: '', rejected: '' };

  const get = (member: Member, path: string) => request(t.app).get(`${APP}${path}`).set('Authorization', member.auth);
  const photosOfFola = async () => ((await get(gbenga, `/members/${fola.memberId}`)).body as Card).photos;
  const bytes = async (id: string) => (await get(gbenga, `/photos/${id}`)).status;
  const verdictFrame = (socket: LiveClient, id: string) =>
    socket.next(
      (f) => f.type === 'photo' && (f as PhotoFrame).photo._id === id && (f as PhotoFrame).photo.status !== 'checking',
    );
  /** Gbenga's own upload, screened: once its frame has come, every frame published to him before it has come. */
  async function gbengaFramesSoFar(): Promise<string> {
    const own = await uploadUnscreened(t, gbenga, await sandboxPicture('none'));
    await drainJobs(t.ctx);
    await verdictFrame(gbengaSocket, own);
    return JSON.stringify(gbengaSocket.frames);
  }

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
    staff = await createAdminSession(t, 'Admin');
    fola = await openMember(t, '08064480001');
    gbenga = await openMember(t, '08064480002');
    for (const m of [fola, gbenga]) await giveVerifiedFace(t.ctx, m.memberId);
    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, fola.memberId));
    folaSocket = await t.open(fola);
    gbengaSocket = await t.open(gbenga);
  });
  afterAll(async () => {
    folaSocket.ws.close();
    gbengaSocket.ws.close();
    await t.close();
  });

  it('When the job approves one upload, holds one and rejects one, then the owner is told each verdict and the stranger sees the approved one alone', async () => {
    photo.approved = await uploadUnscreened(t, fola, await sandboxPicture('none'));
    photo.held = await uploadUnscreened(t, fola, await sandboxPicture('nudity-held'));
    photo.rejected = await uploadUnscreened(t, fola, await sandboxPicture('nudity'));
    // Before the job ran: nothing to show, count or send.
    expect(await photosOfFola()).toEqual({ count: 0, placeholder: '', unlocked: false, ids: [] });
    expect([await bytes(photo.approved), await bytes(photo.held)]).toEqual([404, 404]);

    await drainJobs(t.ctx);
    const told = await Promise.all(Object.values(photo).map((id) => verdictFrame(folaSocket, id)));
    expect(told.map((f) => (f as PhotoFrame).photo.status)).toEqual(['approved', 'held', 'rejected']);

    expect(await photosOfFola()).toMatchObject({ count: 1, unlocked: true, ids: [photo.approved] });
    expect([await bytes(photo.approved), await bytes(photo.held), await bytes(photo.rejected)]).toEqual([
      200, 404, 404,
    ]);
    const frames = await gbengaFramesSoFar();
    for (const id of Object.values(photo)) expect(frames).not.toContain(id);
  });

  it('When staff approve the held photo, then it appears to the stranger; the rejected one still never does', async () => {
    const decided = await request(t.app)
      .post(`/api/v1/admin/verification/photos/${photo.held}/decision`)
      .set('Authorization', staff.auth)
      .send({ decision: 'approve', note: 'A swimsuit at the beach' });
    expect(decided.status).toBe(200);
    expect(await photosOfFola()).toMatchObject({ count: 2, ids: [photo.approved, photo.held] });
    expect([await bytes(photo.held), await bytes(photo.rejected)]).toEqual([200, 404]);
    const frames = await gbengaFramesSoFar();
    for (const id of [photo.held, photo.rejected]) expect(frames).not.toContain(id);
  });
});
