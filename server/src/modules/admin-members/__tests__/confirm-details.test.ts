import request from 'supertest';
import jwt from 'jsonwebtoken';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const URL = '/api/v1/public/confirmdetails';
let ip = 0;
const confirm = (t: TestApp, query: Record<string, string>) =>
  request(t.app).get(URL).query(query).set('X-Forwarded-For', `10.2.0.${++ip}`);

describe('GET /api/v1/public/confirmdetails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When phone and date of birth match, then the member is confirmed with a masked email and a payment token', async () => {
    const res = await confirm(t, { phone: '08031234501', dob: '1995-04-12' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ada Okafor',
      state: 'Lagos',
      earningStatus: 'Citizen',
      isPremium: false,
      email: 'a***@example.com',
    });
    expect(res.body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toContain('ada.okafor@example.com');
    const claims = jwt.decode(res.body.token) as { sub: string; typ: string; exp: number; iat: number };
    expect(claims).toMatchObject({ sub: res.body.userId, typ: 'payment' });
    expect(claims.exp - claims.iat).toBe(30 * 60);
  });

  it('When the member is Premium, then isPremium is true', async () => {
    const res = await confirm(t, { phone: '08031234502', dob: '1990-09-30' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Tunde Bakare', isPremium: true, earningStatus: 'Elite' });
  });

  it.each([
    [{ phone: '0803123450', dob: '1995-04-12' }, 'Enter a valid 11 digits phone number'],
    [{ phone: '080312345011', dob: '1995-04-12' }, 'Enter a valid 11 digits phone number'],
    [{ dob: '1995-04-12' }, 'Enter a valid 11 digits phone number'],
    [{ phone: '08031234501' }, 'Enter your date of birth'],
    [{ phone: '08031234501', dob: '' }, 'Enter your date of birth'],
  ])('When the query is %j, then 400 %s', async (query, message) => {
    const res = await confirm(t, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('When the phone belongs to no member, then the answer is exactly that of a member with a wrong date of birth', async () => {
    const stranger = await confirm(t, { phone: '08099999999', dob: '1995-04-12' });
    const member = await confirm(t, { phone: '08031234503', dob: '1999-01-07' });
    expect({ status: stranger.status, body: stranger.body }).toEqual({ status: member.status, body: member.body });
    expect(stranger.body.error).toBe('Wrong date of birth, check your profile on the Blynd app for this information');
  });

  it("When a phone of no member is tried five times, then it is locked with 429 like a member's phone", async () => {
    for (let i = 0; i < 5; i++)
      expect((await confirm(t, { phone: '08099999998', dob: `1980-03-0${i + 1}` })).status).toBe(400);
    expect((await confirm(t, { phone: '08099999998', dob: '1980-03-09' })).status).toBe(429);
  });

  it('When the date of birth is wrong, then 400 with the message naming the product', async () => {
    const res = await confirm(t, { phone: '08031234503', dob: '1999-01-06' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Wrong date of birth, check your profile on the Blynd app for this information');
  });

  it('When the member is blocked, then 403 and no token', async () => {
    const res = await confirm(t, { phone: '08031234505', dob: '1996-06-25' });
    expect(res.status).toBe(403);
    expect(res.body.token).toBeUndefined();
  });

  it('When five wrong dates were tried for a phone, then that phone gets 429 even with the right date, and other phones are unaffected', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await confirm(t, { phone: '08031234504', dob: `1980-01-0${i + 1}` })).status).toBe(400);
    }
    const locked = await confirm(t, { phone: '08031234504', dob: '1987-12-19' });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBeTruthy();
    expect((await confirm(t, { phone: '08031234501', dob: '1995-04-12' })).status).toBe(200);
  });

  it('When a correct date follows a few wrong ones, then successes do not count toward the lock', async () => {
    for (let i = 0; i < 4; i++) await confirm(t, { phone: '08031234502', dob: '1980-02-0' + (i + 1) });
    for (let i = 0; i < 3; i++)
      expect((await confirm(t, { phone: '08031234502', dob: '1990-09-30' })).status).toBe(200);
  });

  it('When one address looks up more than 60 phones in 10 minutes, then 429, and the log line names the limit, not the phone or date', async () => {
    const lines: { msg: string }[] = [];
    const pino = (await import('pino')).default;
    const logged = await createTestApp({
      seed: false,
      logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    });
    try {
      const from = (phone: string) =>
        request(logged.app).get(URL).query({ phone, dob: '1970-01-01' }).set('X-Forwarded-For', '203.0.113.60');
      for (let i = 0; i < 60; i++) expect((await from(`0809${String(i).padStart(7, '0')}`)).status).toBe(400);
      const limited = await from('08091234567');
      expect(limited.status).toBe(429);
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'rate limit reached', limiter: 'confirm-ip', ip: '203.0.113.60' }),
      );
      const text = JSON.stringify(lines);
      expect(text).not.toContain('08091234567');
      expect(text).not.toContain('1970-01-01');
    } finally {
      await logged.close();
    }
  });
});
