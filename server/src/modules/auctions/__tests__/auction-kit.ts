import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { auctions } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { APP, createSocialApp, type Member } from '../../../test-support/social-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';

export type Admin = Awaited<ReturnType<typeof createAdminSession>>;

/** A social test app (no demo data) with an Admin signed in to the control centre. */
export async function appWithAdmin(
  options: { connectionTimeoutMs?: number } = {},
): Promise<{ t: TestApp; admin: Admin }> {
  const t = await createSocialApp(options);
  return { t, admin: await createAdminSession(t, 'Admin') };
}

/** Moves the auction's whole run into the past: it ended a second ago (as if its time had passed). */
export const endAuctionNow = (t: TestApp, auctionId: string) =>
  t.ctx.db
    .update(auctions)
    .set({
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() - 2000),
      effectiveEndsAt: new Date(Date.now() - 1000),
    })
    .where(eq(auctions.id, auctionId));

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A scheduled auction created through the control centre, live `startedAgoMs` ago and ending in `endsInMs`. */
export async function liveAuction(
  t: TestApp,
  admin: Admin,
  options: {
    endsInMs?: number;
    reserve?: number | null;
    softCloseSeconds?: number;
    maxExtensionSeconds?: number;
    startingBid?: number;
    increment?: number;
  } = {},
) {
  const res = await request(t.app)
    .post('/api/v1/admin/auctions')
    .set('Authorization', admin.auth)
    .send({
      title: `Dinner ${randomUUID().slice(0, 6)}`,
      description: 'A dinner for two',
      kind: 'experience',
      startingBid: options.startingBid ?? 100,
      increment: options.increment ?? 10,
      reserve: options.reserve ?? null,
      startsAt: iso(-1000),
      endsAt: iso(options.endsInMs ?? 3_600_000),
      softCloseSeconds: options.softCloseSeconds ?? 300,
      maxExtensionSeconds: options.maxExtensionSeconds ?? 3600,
      status: 'scheduled',
    });
  if (res.status !== 201) throw new Error(`create auction ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body._id as string;
}

export async function grant(t: TestApp, admin: Admin, memberId: string, tokens: number) {
  const res = await request(t.app)
    .post('/api/v1/admin/tokens/grant')
    .set('Authorization', admin.auth)
    .send({ memberId, tokens, reason: 'test tokens' });
  if (res.status !== 201) throw new Error(`grant ${res.status}: ${JSON.stringify(res.body)}`);
}

export const bid = (t: TestApp, member: Member, auctionId: string, maxAmount: number, clientBidId = randomUUID()) =>
  request(t.app)
    .post(`${APP}/auctions/${auctionId}/bids`)
    .set('Authorization', member.auth)
    .send({ clientBidId, maxAmount });

export const tokensOf = async (t: TestApp, member: Member) =>
  (await request(t.app).get(`${APP}/tokens`).set('Authorization', member.auth)).body as {
    balance: number;
    held: number;
    available: number;
  };
