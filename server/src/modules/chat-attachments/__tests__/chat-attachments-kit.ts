import request from 'supertest';
import sharp from 'sharp';
import type { Express } from 'express';
import { randomUUID } from 'node:crypto';
import { APP, type Member } from '../../../test-support/social-kit';

/** POST /matches/:id/attachments with `bytes` in the field `file`, declared as `type`. */
export const upload = (
  app: Express | string,
  from: Member,
  matchId: string,
  bytes: Buffer,
  type = 'audio/ogg',
  name = 'voice.ogg',
) =>
  request(app)
    .post(`${APP}/matches/${matchId}/attachments`)
    .set('Authorization', from.auth)
    .attach('file', bytes, { filename: name, contentType: type });

/** POST /matches/:id/messages with a body of a rich message. */
export const sendRich = (app: Express | string, from: Member, matchId: string, body: Record<string, unknown>) =>
  request(app)
    .post(`${APP}/matches/${matchId}/messages`)
    .set('Authorization', from.auth)
    .send({ clientMessageId: randomUUID(), ...body });

export const readAttachment = (app: Express | string, member: Member, id: string, variant?: 'preview') =>
  request(app)
    .get(`${APP}/attachments/${id}`)
    .query(variant ? { variant } : {})
    .set('Authorization', member.auth)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

export const react = (app: Express | string, member: Member, matchId: string, seq: number | string, emoji: string) =>
  request(app)
    .put(`${APP}/matches/${matchId}/messages/${seq}/reaction`)
    .set('Authorization', member.auth)
    .send({ emoji });

export const unreact = (app: Express | string, member: Member, matchId: string, seq: number | string) =>
  request(app).delete(`${APP}/matches/${matchId}/messages/${seq}/reaction`).set('Authorization', member.auth);

/** The photo unlock through the API: `asker` asks, `answerer` accepts. */
export async function unlockPhotos(app: Express | string, asker: Member, answerer: Member, matchId: string) {
  const asked = await request(app).post(`${APP}/matches/${matchId}/photo-request`).set('Authorization', asker.auth);
  if (asked.status !== 201 && asked.status !== 200)
    throw new Error(`photo request: ${asked.status} ${JSON.stringify(asked.body)}`);
  const accepted = await request(app)
    .post(`${APP}/photo-requests/${asked.body._id}/accept`)
    .set('Authorization', answerer.auth);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
}

/** Random pixels: a picture of its own (solid colours all share one perceptual hash). */
export const noisePixels = () => {
  const pixels = Buffer.alloc(96 * 96 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return pixels;
};

/** A picture the sandbox screens as `marker` ('none': approved): the marker rides in the EXIF description. */
export const markedPhoto = (marker: string, pixels = noisePixels()) =>
  sharp(pixels, { raw: { width: 96, height: 96, channels: 3 } })
    .withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } })
    .jpeg()
    .toBuffer();
