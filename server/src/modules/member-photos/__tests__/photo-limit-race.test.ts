import request from 'supertest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { memberPhotos } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';

// PGlite runs one query at a time, so two uploads can never interleave there: this race shows only on a server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Photo limit under concurrent uploads (PostgreSQL server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When 10 photos are uploaded at the same instant, then exactly 6 are stored and the rest are refused with 409', async () => {
    const ibrahim = await signInMember(t.app, '08031234504');
    const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#445566' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.app)
          .post('/api/v1/app/me/photos')
          .set('Authorization', `Bearer ${ibrahim.accessToken}`)
          .attach('photo', image, 'p.png'),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 201, 201, 409, 409, 409, 409]);
    expect(await t.ctx.db.$count(memberPhotos, eq(memberPhotos.memberId, ibrahim.memberId))).toBe(6);
  });
});
