/**
 * Profiles the stages of `GET /api/v1/app/photos/:id` (decision 0093): over a real HTTP server on the database of
 * DATABASE_URL (or PGlite), N calls, each split into the visibility query, the storage read and the rest
 * (token check, Express, sending). Run: `npx tsx --conditions=@blynd/source bench/profile-photo-bytes.ts [N]`.
 */
import { once } from 'node:events';
import { CLIENT_APP_VERSION } from '@blynd/shared';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import * as visibility from '../server/src/modules/visibility/visibility.repository';
import { createTestApp } from '../server/src/test-support/test-app';
import { finishSignup, signInMember } from '../server/src/test-support/member-session';
import { summarize } from './lib/stats';

async function main() {
  const calls = Number(process.argv[2] ?? 400);
  const t = await createTestApp({ seed: false });
  const server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/app`;
  const owner = await signInMember(t.app, '08093000001');
  await finishSignup(t.app, owner.accessToken);
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a5' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const upload = await request(t.app)
    .post('/api/v1/app/me/photos')
    .set('Authorization', `Bearer ${owner.accessToken}`)
    .attach('photo', jpeg, 'p.jpg');
  const photoId = upload.body._id as string;

  const stage = { visibility: 0, storage: 0 };
  const original = visibility.findVisiblePhoto;
  (visibility as { findVisiblePhoto: typeof original }).findVisiblePhoto = async (...args) => {
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      stage.visibility = performance.now() - started;
    }
  };
  const get = t.ctx.photos.get.bind(t.ctx.photos);
  t.ctx.photos.get = async (key) => {
    const started = performance.now();
    try {
      return await get(key);
    } finally {
      stage.storage = performance.now() - started;
    }
  };
  const samples = { total: [] as number[], visibility: [] as number[], storage: [] as number[], rest: [] as number[] };
  let bytes = 0;
  for (let i = 0; i < calls + 20; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/photos/${photoId}`, {
      headers: { Authorization: `Bearer ${owner.accessToken}`, 'app-version': CLIENT_APP_VERSION },
    });
    const body = await res.arrayBuffer();
    const total = performance.now() - started;
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    bytes = body.byteLength;
    if (i < 20) continue;
    samples.total.push(total);
    samples.visibility.push(stage.visibility);
    samples.storage.push(stage.storage);
    samples.rest.push(total - stage.visibility - stage.storage);
  }
  console.log(
    JSON.stringify(
      {
        calls,
        bytes,
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        ...Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)])),
      },
      null,
      1,
    ),
  );
  server.close();
  await t.close();
}

void main();
