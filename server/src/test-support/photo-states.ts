import request from 'supertest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { memberPhotos, members } from '../db/schema';
import { APP, png, quickMember, type Member } from './social-kit';
import type { TestApp } from './test-app';

export type PhotoState = {
  status?: 'checking' | 'approved' | 'held' | 'rejected';
  reason?: 'nudity' | 'not-you' | null;
  flagged?: boolean;
  faceMatch?: 'match' | 'no-face' | 'mismatch' | null;
};

/**
 * A photo uploaded over HTTP and left as the upload answers it, `checking`: no job is drained, so nothing screens it
 * until the test sets its verdict (setPhotoState), as the screening job or staff would.
 */
export async function uploadUnscreened(
  t: Pick<TestApp, 'app'>,
  member: Member,
  picture: string | Buffer,
): Promise<string> {
  const bytes = typeof picture === 'string' ? await png(picture) : picture;
  const res = await request(t.app)
    .post(`${APP}/me/photos`)
    .set('Authorization', member.auth)
    .attach('photo', bytes, typeof picture === 'string' ? 'p.png' : 'p.jpg');
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body._id as string;
}

/**
 * A picture of its own (random pixels, so never another's duplicate) that the screening sandbox judges as `marker`
 * (decision 0143: `nudity-held` is held, `nudity` rejected; 'none' approved), the marker in its EXIF description.
 */
export function sandboxPicture(marker: string): Promise<Buffer> {
  const pixels = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
    .withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } })
    .jpeg()
    .toBuffer();
}

/** Writes a photo's screening or staff verdict directly, for the states a test cannot wait for. */
export const setPhotoState = (t: Pick<TestApp, 'ctx'>, photoId: string, state: PhotoState) =>
  t.ctx.db.update(memberPhotos).set(state).where(eq(memberPhotos.id, photoId));

/** A quick member (finished sign-up) open to every gender, so any two of them may like each other. */
export async function openMember(t: TestApp, phone: string): Promise<Member> {
  const member = await quickMember(t, phone);
  await t.ctx.db
    .update(members)
    .set({ interestedIn: ['male', 'female', 'non-binary'] })
    .where(eq(members.id, member.memberId));
  return member;
}
