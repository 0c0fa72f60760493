import request from 'supertest';
import { eq } from 'drizzle-orm';
import { members, reports } from '../../../db/schema';
import { APP, createSocialApp, signedUpMember, uploadPhoto, type Member } from '../../../test-support/social-kit';

/** A photo report is for a photo the reporter can see; anything else answers like an unknown photo (decision 0076). */
describe('Photo reports reveal nothing about photos the reporter cannot see', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let owner: Member;
  let other: Member;
  let reporter: Member;
  let ownerPhoto: string;
  let otherPhoto: string;

  const report = (memberId: string, photoId: string) =>
    request(t.app)
      .post(`${APP}/reports`)
      .set('Authorization', reporter.auth)
      .send({ kind: 'photo', memberId, photoId, reason: 'Not a real person', alsoBlock: false });

  beforeAll(async () => {
    t = await createSocialApp();
    owner = await signedUpMember(t, '08061770001', { firstName: 'Owner' });
    other = await signedUpMember(t, '08061770002', { firstName: 'Other' });
    reporter = await signedUpMember(t, '08061770003', { firstName: 'Reporter' });
    ownerPhoto = await uploadPhoto(t, owner);
    otherPhoto = await uploadPhoto(t, other);
    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, other.memberId));
  });
  afterAll(() => t.close());

  it('When the photo is hidden from the reporter, belongs to someone else, or does not exist, then each answers the same 404 and nothing is written', async () => {
    const attempts = [
      report(owner.memberId, ownerPhoto),
      report(owner.memberId, otherPhoto),
      report(owner.memberId, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const res of await Promise.all(attempts))
      expect([res.status, res.body]).toEqual([404, { error: 'Photo not found' }]);
    expect(await t.ctx.db.$count(reports)).toBe(0);
  });

  it('When the photo is one the reporter can see, then the report is filed', async () => {
    const res = await report(other.memberId, otherPhoto);
    expect(res.status).toBe(201);
    expect(await t.ctx.db.$count(reports)).toBe(1);
  });
});
