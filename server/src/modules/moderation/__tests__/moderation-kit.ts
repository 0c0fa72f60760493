import request from 'supertest';
import type { Express } from 'express';
import { APP, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';
import { requestSignInCode } from '../../member-auth/member-auth.service';
import { runModerationSweep } from '../intake.service';

export const ADMIN = '/api/v1/admin';

/** POST /reports about a member (a user report, not blocking) with a reason code. */
export const reportMember = (app: Express, from: Member, about: Member, reasonCode: string, reason = 'Not right') =>
  request(app)
    .post(`${APP}/reports`)
    .set('Authorization', from.auth)
    .send({ kind: 'user', memberId: about.memberId, reason, reasonCode, alsoBlock: false });

/** The queue's intake, risk checks and lifts, as the moderation job runs them. */
export const sweep = (t: TestApp) => runModerationSweep(t.ctx);

export const queue = (app: Express, auth: string, query: Record<string, string> = {}) =>
  request(app).get(`${ADMIN}/moderation/queue`).query(query).set('Authorization', auth);

export const act = (app: Express, auth: string, itemId: string, body: object) =>
  request(app).post(`${ADMIN}/moderation/items/${itemId}/actions`).set('Authorization', auth).send(body);

/** The open item about `memberId` (the first in queue order). */
export async function itemAbout(
  app: Express,
  auth: string,
  memberId: string,
): Promise<{ _id: string; priority: string }> {
  const res = await queue(app, auth);
  const item = (res.body.items as { _id: string; priority: string; member: { _id: string } | null }[]).find(
    (i) => i.member?._id === memberId,
  );
  if (!item) throw new Error(`no open item about ${memberId}: ${JSON.stringify(res.body)}`);
  return item;
}

let ip = 0;
/**
 * A sign-in whose verify call goes over HTTP and is answered whatever it says (a refusal included). The code is asked
 * for through the service, past the route's one-code-a-minute limit per phone, since a suspended member's sign-ins
 * here come seconds apart; that limit is member-auth's and tested there.
 */
export async function trySignIn(t: TestApp, phone: string) {
  ip += 1;
  const { challengeId } = await requestSignInCode(t.ctx, phone);
  const sms = await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone });
  return request(t.app)
    .post(`${APP}/auth/otp/verify`)
    .set('x-forwarded-for', `10.88.${(ip >> 8) & 255}.${ip & 255}`)
    .send({ challengeId, code: sms.body.code });
}
