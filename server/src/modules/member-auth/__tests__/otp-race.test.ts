import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { otpChallenges } from '../../../db/schema';

const APP = '/api/v1/app';
// PGlite runs one query at a time, so a race never shows there; this runs on the PostgreSQL server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Racing code guesses (PostgreSQL server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When 30 wrong guesses race on one challenge, then at most 5 are judged and the rest read as expired', async () => {
    const asked = await request(t.app).post(`${APP}/auth/otp/request`).send({ phone: '08081230001' });
    const code = (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: '08081230001' })).body
      .code as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        request(t.app)
          .post(`${APP}/auth/otp/verify`)
          .set('x-forwarded-for', `10.63.0.${n + 1}`)
          .send({ challengeId: asked.body.challengeId, code: wrong }),
      ),
    );
    const judged = answers.filter((res) => res.body.error === 'Wrong code, please try again').length;
    expect(judged).toBeLessThanOrEqual(4);
    expect(answers.every((res) => res.status === 400)).toBe(true);
    const [row] = await t.ctx.db
      .select({ attempts: otpChallenges.attempts })
      .from(otpChallenges)
      .where(eq(otpChallenges.id, asked.body.challengeId));
    expect(row!.attempts).toBe(5);
    expect(
      (await request(t.app).post(`${APP}/auth/otp/verify`).send({ challengeId: asked.body.challengeId, code })).status,
    ).toBe(400);
  });

  it('When the right code is sent twice at once, then exactly one sign-in succeeds', async () => {
    const asked = await request(t.app).post(`${APP}/auth/otp/request`).send({ phone: '08081230002' });
    const code = (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: '08081230002' })).body
      .code as string;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        request(t.app)
          .post(`${APP}/auth/otp/verify`)
          .set('x-forwarded-for', `10.63.1.${n + 1}`)
          .send({ challengeId: asked.body.challengeId, code }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  });
});
