import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../../app';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { members, otpChallenges, signupAuthentications } from '../../../db/schema';

const APP = '/api/v1/app';
let ip = 0;
const nextIp = () => `10.61.${(++ip >> 8) & 255}.${ip & 255}`;

describe('Sign-in by phone code', () => {
  let t: TestApp;
  let now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
  });
  afterAll(() => t.close());
  afterEach(() => {
    jest.restoreAllMocks();
    limiterOffset = 0;
  });

  const ask = (phone: string, from = nextIp()) =>
    request(t.app).post(`${APP}/auth/otp/request`).set('x-forwarded-for', from).send({ phone });
  const latestCode = async (phone: string) =>
    (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone })).body.code as string;
  const verify = (challengeId: string, code: string) =>
    request(t.app).post(`${APP}/auth/otp/verify`).set('x-forwarded-for', nextIp()).send({ challengeId, code });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  /** Moves the rate limiters' clock (they keep real time, apart from ctx.now). */
  const realNow = Date.now.bind(Date);
  let limiterOffset = 0;
  const advanceLimiterClock = (ms: number) => {
    limiterOffset += ms;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + limiterOffset);
  };

  it('When a new phone verifies its code, then it becomes a member with a step-1 record, and signing in again finds it', async () => {
    const signedIn = await signInMember(t.app, '08051112201');
    expect(signedIn).toMatchObject({ isNew: true, authStep: 1 });
    const [member] = await t.ctx.db.select().from(members).where(eq(members.id, signedIn.memberId));
    expect(member).toMatchObject({
      phone: '2348051112201',
      dob: null,
      gender: null,
      earningStatus: null,
      completedSignup: false,
    });
    const [auth] = await t.ctx.db
      .select()
      .from(signupAuthentications)
      .where(eq(signupAuthentications.memberId, signedIn.memberId));
    expect(auth).toMatchObject({ phone: '2348051112201', authStep: 1 });
    const known = await signInMember(t.app, '2348031234501');
    expect(known).toMatchObject({ isNew: false, authStep: 11 });
  });

  it('When a code is requested, then only its HMAC is stored, never the code', async () => {
    const asked = await ask('08051112202');
    const code = await latestCode('08051112202');
    const [row] = await t.ctx.db.select().from(otpChallenges).where(eq(otpChallenges.id, asked.body.challengeId));
    expect(row!.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('When a known and an unknown number ask for a code, then both get the same answer', async () => {
    const known = await ask('08031234502');
    const unknown = await ask('08051112203');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(known.body.resendIn).toBe(60);
    expect(unknown.body.resendIn).toBe(60);
    const blocked = await ask('08031234505');
    expect(blocked.status).toBe(200);
    expect(Object.keys(blocked.body).sort()).toEqual(Object.keys(unknown.body).sort());
  });

  it('When the number comes as a phone picker writes it (+234, spaces, dashes, brackets), then it is the same number with one budget', async () => {
    const first = await ask('+234 805 111 2230');
    expect(first.status).toBe(200);
    expect(await latestCode('08051112230')).toMatch(/^\d{6}$/);
    for (const form of ['0805-111-2230', '(0805) 111 2230', '2348051112230'])
      expect((await ask(form)).status).toBe(429);
    const signedIn = await verify(first.body.challengeId, await latestCode('+234-805-111-2230'));
    expect(signedIn.status).toBe(200);
    expect(
      (
        await t.ctx.db.select({ phone: members.phone }).from(members).where(eq(members.id, signedIn.body.member._id))
      )[0]!.phone,
    ).toBe('2348051112230');
  });

  it('When a code is requested, then the headers say nothing about that number: a number asked for before and a fresh one get the same headers', async () => {
    await ask('08051112231');
    advanceLimiterClock(61_000);
    // The per-address limit's headers stay (each request here comes from an address of its own, named by `pk`).
    const rateHeaders = (res: request.Response) =>
      Object.fromEntries(
        Object.entries(res.headers)
          .filter(([name]) => /ratelimit|retry-after/i.test(name))
          .map(([name, value]) => [name, String(value).replace(/; pk=:[^:]*:/, '')]),
      );
    const askedBefore = await ask('08051112231');
    const fresh = await ask('08051112232');
    expect([askedBefore.status, fresh.status]).toEqual([200, 200]);
    expect(rateHeaders(askedBefore)).toEqual(rateHeaders(fresh));
  });

  it('When five wrong codes are tried, then the challenge is dead and even the right code no longer works', async () => {
    const asked = await ask('08051112204');
    const code = await latestCode('08051112204');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const res = await verify(asked.body.challengeId, wrong(code));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Wrong code, please try again' });
    }
    expect((await verify(asked.body.challengeId, wrong(code))).body.error).toBe(
      'Wrong code. You have used all your tries; request a new code',
    );
    const right = await verify(asked.body.challengeId, code);
    expect(right.status).toBe(400);
    expect(right.body.accessToken).toBeUndefined();
  });

  it('When a new code is requested, then the previous one stops working; a code also dies after 10 minutes and after one use', async () => {
    const first = await ask('08051112205');
    const firstCode = await latestCode('08051112205');
    advanceLimiterClock(61_000);
    const second = await ask('08051112205');
    expect(second.status).toBe(200);
    expect((await verify(first.body.challengeId, firstCode)).status).toBe(400);

    const secondCode = await latestCode('08051112205');
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1000);
    expect((await verify(second.body.challengeId, secondCode)).body.error).toBe(
      'This code has expired or was replaced. Request a new code',
    );

    advanceLimiterClock(61_000);
    const third = await ask('08051112205');
    const thirdCode = await latestCode('08051112205');
    expect((await verify(third.body.challengeId, thirdCode)).status).toBe(200);
    expect((await verify(third.body.challengeId, thirdCode)).status).toBe(400);
  });

  it('When a phone asks again within 60 s, or a sixth time in an hour, then 429 with Retry-After', async () => {
    expect((await ask('08051112206')).status).toBe(200);
    const soon = await ask('2348051112206');
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ error: 'Too many codes requested, please try again later' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let sent = 2; sent <= 5; sent++) {
      advanceLimiterClock(61_000);
      expect((await ask('08051112206')).status).toBe(200);
    }
    advanceLimiterClock(61_000);
    const sixth = await ask('08051112206');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('When one address asks for codes for 21 phones within an hour, then the 21st is refused with Retry-After', async () => {
    const address = '10.62.0.1';
    for (let n = 0; n < 20; n++) expect((await ask(`0805222${String(n).padStart(4, '0')}`, address)).status).toBe(200);
    const refused = await ask('08052229999', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('When the number is not Nigerian or the code is malformed, then 400 and nothing is sent', async () => {
    for (const phone of ['+447700900123', '447700900123', '0805111220', '08051112207x', '12345678901']) {
      const res = await ask(phone);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Enter a valid Nigerian phone number');
    }
    const res = await verify('00000000-0000-0000-0000-000000000000', '12345');
    expect(res.body.error).toBe('Enter the 6-digit code');
  });

  it('When a blocked member verifies a right code, then 403 and no token', async () => {
    advanceLimiterClock(61_000);
    const asked = await ask('08031234505');
    const res = await verify(asked.body.challengeId, await latestCode('08031234505'));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This account is not active. Please contact support' });
  });

  it('When SMS_TEST_NUMBERS names a phone, then its fixed code signs in and no SMS is kept', async () => {
    const reviewer = await createTestApp({ seed: false, env: { SMS_TEST_NUMBERS: '2348059990000:424242' } });
    try {
      const asked = await request(reviewer.app).post(`${APP}/auth/otp/request`).send({ phone: '08059990000' });
      expect(
        (await request(reviewer.app).get(`${APP}/sandbox/sms/latest`).query({ phone: '08059990000' })).status,
      ).toBe(404);
      const res = await request(reviewer.app)
        .post(`${APP}/auth/otp/verify`)
        .send({ challengeId: asked.body.challengeId, code: '424242' });
      expect(res.status).toBe(200);
    } finally {
      await reviewer.close();
    }
  });
});

describe('Code limits with Redis (several instances share them)', () => {
  it('When two app instances share Redis, then a code asked through one counts for the other', async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const first = await createTestApp({ seed: false, env });
    // A second app built on the same context has its own limiters; only the Redis store is shared.
    const second = { app: createApp(first.ctx) };
    try {
      // A fresh number per run: Redis keeps the window across runs.
      const phone = `0809${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
      expect((await request(first.app).post(`${APP}/auth/otp/request`).send({ phone })).status).toBe(200);
      const refused = await request(second.app).post(`${APP}/auth/otp/request`).send({ phone });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
  });
});
