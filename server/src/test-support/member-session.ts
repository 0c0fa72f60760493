import type { Express } from 'express';
import request from 'supertest';
import { sandboxJpeg } from './images';

export type SignedInMember = {
  accessToken: string;
  refreshToken: string;
  memberId: string;
  sessionId: string;
  authStep: number;
  isNew: boolean;
};

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
export async function signInMember(
  app: Express,
  phone: string,
  device: { deviceId?: string; platform?: 'ios' | 'android' } = {},
): Promise<SignedInMember> {
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

export type SignupOverrides = {
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD; default 1995-05-17. */
  dob?: string;
  gender?: 'Male' | 'Female' | 'Non-Binary';
  interestedIn?: ('Male' | 'Female' | 'Non-Binary')[];
  /** PATCH /me body for the profile step. */
  profile?: Record<string, unknown>;
  /** The screening sandbox's marker on the liveness selfie (decision 0143); none: one adult face. */
  selfieMarker?: string;
};

/** Walks a signed-in member through every sign-up step over HTTP, to authStep 11; answers GET /me/signup. */
export async function finishSignup(app: Express, accessToken: string, overrides: SignupOverrides = {}) {
  const auth = { Authorization: `Bearer ${accessToken}` };
  const steps: [string, string, object | undefined][] = [
    ['put', '/me/signup/name', { firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? 'Member' }],
    ['put', '/me/signup/birthday', { dob: overrides.dob ?? '1995-05-17' }],
    [
      'put',
      '/me/signup/gender',
      { gender: overrides.gender ?? 'Female', interestedIn: overrides.interestedIn ?? ['Male'] },
    ],
    [
      'patch',
      '/me',
      {
        bio: 'I read on Sundays and cook jollof for friends.',
        interests: ['Books', 'Cooking', 'Travel'],
        state: 'Lagos',
        income: 1_200_000,
        avatar: '/media/avatars/3.svg',
        ...overrides.profile,
      },
    ],
  ];
  for (const [method, path, body] of steps) {
    const res = await (request(app) as unknown as Record<string, (url: string) => request.Test>)[method]!(
      `${APP}${path}`,
    )
      .set(auth)
      .send(body);
    expectOk(res, `${method.toUpperCase()} ${path}`);
  }
  expectOk(
    await request(app).put(`${APP}/me/signup/biometric-consent`).set(auth).send({ accepted: true }),
    'PUT /me/signup/biometric-consent',
  );
  const session = await request(app).post(`${APP}/me/liveness/sessions`).set(auth);
  if (session.status !== 201)
    throw new Error(`POST /me/liveness/sessions answered ${session.status}: ${JSON.stringify(session.body)}`);
  // The sandbox liveness takes its face from a selfie (decision 0148); Rekognition from its reference image.
  if (session.body.provider === 'sandbox')
    expectOk(
      await request(app)
        .post(`${APP}/me/liveness/selfie`)
        .set(auth)
        .attach('photo', await sandboxJpeg(overrides.selfieMarker), 'selfie.jpg'),
      'POST /me/liveness/selfie',
    );
  expectOk(
    await request(app).post(`${APP}/me/liveness/sessions/${session.body.sessionId}/complete`).set(auth),
    'POST /me/liveness/sessions/:id/complete',
  );
  const terms = await request(app).put(`${APP}/me/signup/terms`).set(auth).send({ accepted: true });
  expectOk(terms, 'PUT /me/signup/terms');
  return terms.body as { authStep: number; next: string | null; livenessVerified: boolean };
}
