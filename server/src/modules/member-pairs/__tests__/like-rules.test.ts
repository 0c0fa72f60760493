import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { memberLikes } from '../../../db/schema';
import {
  APP,
  createSocialApp,
  feedOf,
  like,
  makePremium,
  signedUpMember,
  type Member,
} from '../../../test-support/social-kit';

const DAY = 24 * 60 * 60 * 1000;

/** A like is allowed only where the liked member's card could be shown to the liker (decision 0076). */
describe('Likes follow the rules discover applies', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let femaleOnly: Member;
  let man: Member;
  let hidden: Member;
  let liker: Member;

  const likesFrom = (from: Member, to: Member) =>
    t.ctx.db.$count(memberLikes, and(eq(memberLikes.likerId, from.memberId), eq(memberLikes.likedId, to.memberId)));
  const refused = async (from: Member, to: Member) => {
    const res = await like(t, from, to.memberId);
    expect([res.status, res.body]).toEqual([404, { error: 'Member not found' }]);
    expect(await likesFrom(from, to)).toBe(0);
    expect((await feedOf(t, to)).filter((item) => item.kind === 'like')).toEqual([]);
  };

  beforeAll(async () => {
    t = await createSocialApp();
    femaleOnly = await signedUpMember(t, '08061660001', {
      firstName: 'Funmi',
      gender: 'Female',
      interestedIn: ['Female'],
    });
    man = await signedUpMember(t, '08061660002', { firstName: 'Musa', gender: 'Male', interestedIn: ['Female'] });
    hidden = await signedUpMember(t, '08061660003', { firstName: 'Halima', gender: 'Female' });
    liker = await signedUpMember(t, '08061660004', { firstName: 'Lola', gender: 'Female' });
  });
  afterAll(() => t.close());

  it("When the liked member's preferences exclude the liker, then the like answers 404 like an invisible member and nobody is told", async () => {
    await refused(man, femaleOnly);
    // The other way round too: the liker's own preferences exclude the liked member.
    await refused(femaleOnly, man);
  });

  it('When the liked member turned discoverable off, then a like answers 404 and nobody is told', async () => {
    expect(
      (await request(t.app).patch(`${APP}/me`).set('Authorization', hidden.auth).send({ discoverable: false })).status,
    ).toBe(200);
    await refused(liker, hidden);
  });

  it('When a hidden member liked a Premium member first, then the Premium member may like back from their likes received (a match), a Free one may not', async () => {
    await request(t.app).patch(`${APP}/me`).set('Authorization', hidden.auth).send({ discoverable: true });
    expect((await like(t, hidden, liker.memberId)).status).toBe(200);
    await request(t.app).patch(`${APP}/me`).set('Authorization', hidden.auth).send({ discoverable: false });
    expect((await like(t, liker, hidden.memberId)).status).toBe(404);

    await makePremium(t, liker.memberId, new Date(Date.now() + DAY));
    const back = await like(t, liker, hidden.memberId);
    expect([back.status, back.body.matched]).toEqual([200, true]);
    const again = await like(t, liker, hidden.memberId);
    expect([again.status, again.body.match._id]).toEqual([200, back.body.match._id]);
  });
});
