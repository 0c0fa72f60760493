import type { Express } from 'express';
import request from 'supertest';

export type SignedInMember = { accessToken: string; refreshToken: string; memberId: string; sessionId: string; authStep: number; isNew: boolean };

const APP = '/api/v1/app';

let ipCounter = 0;
/** Each sign-in from its own address (TRUST_PROXY=1 in test apps), so per-IP code limits stay out of the way. */
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function expectOk(res: request.Response, what: string) {
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Signs a phone in the way the app does: request a code, read it from the SMS sandbox, verify it. */
export async function signInMember(app: Express, phone: string, device: { deviceId?: string; platform?: 'ios' | 'android' } = {}): Promise<SignedInMember> {
  const ip = nextIp();
  const requested = await request(app).post(`${APP}/auth/otp/request`).set('x-forwarded-for', ip).send({ phone });
  expectOk(requested, 'POST /auth/otp/request');
  const sms = await request(app).get(`${APP}/sandbox/sms/latest`).query({ phone });
  expectOk(sms, 'GET /sandbox/sms/latest');
  const verified = await request(app)
    .post(`${APP}/auth/otp/verify`)
    .set('x-forwarded-for', ip)
    .send({ challengeId: requested.body.challengeId, code: sms.body.code, ...device });
  expectOk(verified, 'POST /auth/otp/verify');
  const refreshToken = verified.body.refreshToken as string;
  return {
    accessToken: verified.body.accessToken,
    refreshToken,
    memberId: verified.body.member._id,
    sessionId: refreshToken.split('.')[0]!,
    authStep: verified.body.member.authStep,
    isNew: verified.body.isNew,
  };
}
