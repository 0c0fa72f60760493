import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import sharp from 'sharp';
import { auditLog } from '../../../db/schema';
import { hugePngHeader, jpegWithGps as gpsJpeg } from '../../../test-support/images';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

const UPLOAD = '/api/v1/admin/auctions/images';
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A JPEG with GPS EXIF and a camera make, 2400×1200, for the pipeline to strip and shrink. */
const jpegWithGps = () => gpsJpeg({ width: 2400, height: 1200, background: '#cc6633', make: 'SecretCameraMaker' });

describe('Auction images: upload in the control centre, served publicly (HTTP)', () => {
  let t: TestApp;
  let admin: Session;
  let support: Session;
  const upload = (session: Session, bytes: Buffer, filename = 'prize.jpg', contentType = 'image/jpeg') =>
    request(t.app).post(UPLOAD).set('Authorization', session.auth).attach('image', bytes, { filename, contentType });
  const auctionBody = (images: string[]) => ({
    title: 'Pottery class',
    description: 'An afternoon at the wheel',
    kind: 'experience',
    images,
    startingBid: 50,
    increment: 5,
    startsAt: iso(3_600_000),
    endsAt: iso(7_200_000),
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    [admin, support] = await Promise.all([createAdminSession(t, 'Admin'), createAdminSession(t, 'Support')]);
  });
  afterAll(() => t.close());

  it('When an Admin uploads a JPEG, then it answers a path whose public bytes are a WebP of at most 1600 px without metadata, cached for good, and the upload is audited', async () => {
    const res = await upload(admin, await jpegWithGps());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ path: expect.stringMatching(/^\/media\/auctions\/[A-Za-z0-9_-]{24}\.webp$/) });

    const served = await request(t.app)
      .get(res.body.path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = served.body as Buffer;
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCameraMaker'))).toBe(false);

    const name = (res.body.path as string).slice('/media/auctions/'.length, -'.webp'.length);
    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auction.image-upload'), eq(auditLog.targetId, name)));
    expect(audited.map((row) => row.adminId)).toEqual([admin.id]);
  });

  it('When the uploaded path is used, then the auction is created and edited with it; a path never uploaded is refused with 400', async () => {
    const first = (
      await upload(
        admin,
        await sharp({ create: { width: 320, height: 240, channels: 4, background: '#33669980' } })
          .png()
          .toBuffer(),
        'a.png',
        'image/png',
      )
    ).body.path as string;
    const second = (
      await upload(
        admin,
        await sharp({ create: { width: 200, height: 200, channels: 3, background: '#112233' } })
          .webp()
          .toBuffer(),
        'b.webp',
        'image/webp',
      )
    ).body.path as string;
    const created = await request(t.app)
      .post('/api/v1/admin/auctions')
      .set('Authorization', admin.auth)
      .send(auctionBody([first]));
    expect(created.status).toBe(201);
    expect(created.body.images).toEqual([first]);

    const edited = await request(t.app)
      .patch(`/api/v1/admin/auctions/${created.body._id}`)
      .set('Authorization', admin.auth)
      .send({ images: [second, first] });
    expect([edited.status, edited.body.images]).toEqual([200, [second, first]]);

    const invented = '/media/auctions/neverUploaded123.webp';
    const refused = await request(t.app)
      .post('/api/v1/admin/auctions')
      .set('Authorization', admin.auth)
      .send(auctionBody([first, invented]));
    expect([refused.status, refused.body]).toEqual([
      400,
      { error: 'An image of this auction was not uploaded through the control centre', images: [invented] },
    ]);
    const refusedEdit = await request(t.app)
      .patch(`/api/v1/admin/auctions/${created.body._id}`)
      .set('Authorization', admin.auth)
      .send({ images: [invented] });
    expect(refusedEdit.status).toBe(400);
    const after = await request(t.app).get('/api/v1/admin/auctions').set('Authorization', admin.auth);
    expect(after.body.auctions.find((a: { _id: string }) => a._id === created.body._id).images).toEqual([
      second,
      first,
    ]);
  });

  it('When the file is not an image, then it is refused with 415 whatever its name and declared type say', async () => {
    const res = await upload(admin, Buffer.from('<html><script>alert(1)</script></html>'), 'cat.jpg', 'image/jpeg');
    expect([res.status, res.body]).toEqual([415, { error: 'Upload a JPEG, PNG or WebP image' }]);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(admin, gif, 'a.gif', 'image/gif')).status).toBe(415);
    const json = await request(t.app).post(UPLOAD).set('Authorization', admin.auth).send({ image: 'x' });
    expect(json.status).toBe(415);
  });

  it('When the file is over 10 MB or over 60 megapixels, then it is refused with 413; without a file, 400', async () => {
    const big = await upload(admin, Buffer.alloc(11 * 1024 * 1024, 1));
    expect([big.status, big.body]).toEqual([413, { error: 'Images can be at most 10 MB' }]);
    const huge = await upload(admin, hugePngHeader(), 'huge.png', 'image/png');
    expect([huge.status, huge.body]).toEqual([413, { error: 'Images can be at most 60 megapixels' }]);
    const empty = await request(t.app).post(UPLOAD).set('Authorization', admin.auth).field('note', 'no file');
    expect([empty.status, empty.body]).toEqual([400, { error: 'Choose an image to upload (multipart field image)' }]);
  });

  it('When Support or nobody uploads, then it is refused (403, 401) and nothing is stored', async () => {
    const before = await t.ctx.db.$count(auditLog, eq(auditLog.action, 'auction.image-upload'));
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(support, png, 'a.png', 'image/png')).status).toBe(403);
    expect(
      (await request(t.app).post(UPLOAD).attach('image', png, { filename: 'a.png', contentType: 'image/png' })).status,
    ).toBe(401);
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.action, 'auction.image-upload'))).toBe(before);
  });

  it('When an image name is unknown or not a name, then GET answers 404 JSON', async () => {
    for (const path of [
      '/media/auctions/doesNotExist42.webp',
      '/media/auctions/.webp',
      '/media/auctions/',
      '/media/nothing-here',
      '/media/auctions/..%2F..%2Fpackage.webp',
      '/media/auctions/a.b.webp',
      `/media/auctions/${'x'.repeat(101)}.webp`,
    ]) {
      const res = await request(t.app).get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { error: expect.any(String) },
      });
    }
  });
});
