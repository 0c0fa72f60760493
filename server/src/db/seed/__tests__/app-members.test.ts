import request from 'supertest';
import sharp from 'sharp';
import { eq, like } from 'drizzle-orm';
import { INTERESTS, BLYNDMOJIS } from '@blynd/shared';
import { memberPhotos, members, signupAuthentications } from '../../schema';
import { photoKey } from '../../../lib/photo-storage';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';

describe('Demo members who signed up through the member API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When the demo data is seeded, then app members have a finished sign-up by the API rules and real photo files', async () => {
    const rows = await t.ctx.db.select().from(members).where(like(members.phone, '234812000000%'));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const member of rows) {
      expect(member).toMatchObject({ completedSignup: true, livenessVerified: true, isBlocked: false });
      expect(member.termsAcceptedAt).not.toBeNull();
      expect(member.interests.length).toBeGreaterThanOrEqual(3);
      expect(member.interests.every((interest) => (INTERESTS as readonly string[]).includes(interest))).toBe(true);
      expect(BLYNDMOJIS).toContain(member.avatar);
      const [signup] = await t.ctx.db
        .select()
        .from(signupAuthentications)
        .where(eq(signupAuthentications.memberId, member.id));
      expect(signup.authStep).toBe(11);
      const photos = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, member.id));
      expect(photos.length).toBeGreaterThanOrEqual(2);
      for (const photo of photos) {
        const file = await t.ctx.photos.get(photoKey(photo.publicId, 'thumb'));
        expect((await sharp(file!).metadata()).format).toBe('jpeg');
      }
    }
  });

  it('When a demo member with public photos is viewed by another member, then the app gets the same photo bytes the control centre shows', async () => {
    const [owner] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348120000000'));
    expect(owner.photosPublic).toBe(true);
    const [photo] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, owner.id));
    const viewer = await signInMember(t.app, '08031234501');
    const app = await request(t.app)
      .get(`/api/v1/app/photos/${photo.id}`)
      .set('Authorization', `Bearer ${viewer.accessToken}`);
    expect(app.status).toBe(200);
    expect(Buffer.compare(app.body as Buffer, (await t.ctx.photos.get(photoKey(photo.publicId, 'full')))!)).toBe(0);
  });
});
