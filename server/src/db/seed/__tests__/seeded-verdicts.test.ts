import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { memberPhotos, members, memberVerifiedFaces } from '../../schema';
import { sqlFragment } from '../../routines';
import { drainJobs } from '../../../test-support/jobs';
import { signInMember } from '../../../test-support/member-session';
import { APP, distinctPng } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { SEEDED_VERDICT } from '../seed';

describe('demo data set: seeded verdicts (decision 0137)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verified = async (memberId: string) => {
    const result = await t.ctx.db.execute(
      sql`select ${sqlFragment('member_verified', { member: sql`${memberId}::uuid` })} as verified`,
    );
    return (result as unknown as { rows: { verified: boolean }[] }).rows[0]!.verified;
  };

  it('When the seed ran, then every demo photo is approved and says it was seeded, not screened', async () => {
    const photos = await t.ctx.db.select().from(memberPhotos);
    expect(photos.length).toBeGreaterThan(20);
    for (const photo of photos) {
      expect(photo).toMatchObject({ status: 'approved', reason: null, screening: SEEDED_VERDICT });
      expect(photo.screenedAt).toBeInstanceOf(Date);
    }
  });

  it('When the seed ran, then members with liveness and a photo carry a seeded verified face and the badge; the others neither', async () => {
    const rows = await t.ctx.db
      .select({
        id: members.id,
        phone: members.phone,
        liveness: members.livenessVerified,
        face: memberVerifiedFaces.provider,
      })
      .from(members)
      .leftJoin(memberVerifiedFaces, eq(memberVerifiedFaces.memberId, members.id));
    const adaora = rows.find((row) => row.phone === '2348120000000')!;
    expect(adaora.face).toBe('seeded');
    expect(await verified(adaora.id)).toBe(true);
    const faced = rows.filter((row) => row.face);
    expect(faced.length).toBeGreaterThan(5);
    for (const row of faced.slice(0, 10)) expect(await verified(row.id)).toBe(true);
    const unfaced = rows.filter((row) => !row.face);
    expect(unfaced.length).toBeGreaterThan(0);
    for (const row of unfaced.slice(0, 10)) expect(await verified(row.id)).toBe(false);
  });

  it('When a verified demo member uploads under the sandbox, then the photo matches the seeded face and is approved', async () => {
    const member = await signInMember(t.app, '2348120000001');
    const res = await request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', `Bearer ${member.accessToken}`)
      .attach('photo', await distinctPng('#336699'), 'p.png');
    expect(res.status).toBe(201);
    await drainJobs(t.ctx);
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, res.body._id));
    expect(row).toMatchObject({ status: 'approved', faceMatch: 'match' });
  });
});
