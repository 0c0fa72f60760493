import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CHAT_SAFETY_MESSAGES, MEMBER_CHAT_MESSAGES, MEMBER_MESSAGES, MESSAGES } from '@blynd/shared';
import { APP, createSocialApp, quickMember, type Member } from '../../test-support/social-kit';
import { signInMember } from '../../test-support/member-session';
import { matchUp } from '../../test-support/chat-kit';
import { pidginOf } from '../error-language';
import { PIDGIN_GROUPS } from '../error-messages-pidgin';

const BROWSER_DEFAULT = 'en-US,en;q=0.9';

describe("The member API's errors in the member's language (decision 0183)", () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let phone = 0;
  const nextPhone = () => `0807${String(5550000 + ++phone).padStart(7, '0')}`;
  const nextMember = () => quickMember(t, nextPhone(), false);
  const chooseLanguage = async (member: { auth: string }, language: 'en' | 'pcm') => {
    const patched = await request(t.app).patch(`${APP}/me`).set('Authorization', member.auth).send({ language });
    expect(patched.status).toBe(200);
  };
  const post = (from: Member, matchId: string, body: object, language?: string) => {
    const req = request(t.app).post(`${APP}/matches/${matchId}/messages`).set('Authorization', from.auth);
    return (language ? req.set('Accept-Language', language) : req).send(body);
  };

  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  it('When a Pidgin member asks for a match that does not exist, then the 404 is in Pidgin; with Accept-Language: en or a browser default header, it is the English, byte for byte', async () => {
    const ada = await nextMember();
    await chooseLanguage(ada, 'pcm');
    const path = `${APP}/matches/${randomUUID()}/messages`;

    const pidgin = await request(t.app).get(path).set('Authorization', ada.auth);
    expect(pidgin.status).toBe(404);
    expect(pidgin.body).toEqual({ error: 'We no find this match' });
    expect(pidgin.headers.vary).toMatch(/Accept-Language/);

    for (const header of ['en', BROWSER_DEFAULT, 'pcm;q=0.4, en;q=0.8']) {
      const english = await request(t.app).get(path).set('Authorization', ada.auth).set('Accept-Language', header);
      expect(english.status).toBe(404);
      expect(english.body).toEqual({ error: MEMBER_CHAT_MESSAGES.matchNotFound });
    }
    // A header naming neither language leaves the choice to the account.
    const french = await request(t.app)
      .get(path)
      .set('Authorization', ada.auth)
      .set('Accept-Language', 'fr-FR, *;q=0.1');
    expect(french.body).toEqual({ error: 'We no find this match' });
  });

  it('When an English member sends Accept-Language: pcm, then the error is in Pidgin: the header wins over the account', async () => {
    const bola = await nextMember();
    const answer = await request(t.app)
      .get(`${APP}/matches/${randomUUID()}/messages`)
      .set('Authorization', bola.auth)
      .set('Accept-Language', 'pcm-NG, en;q=0.5');
    expect(answer.body).toEqual({ error: 'We no find this match' });
    const plain = await request(t.app).get(`${APP}/matches/${randomUUID()}/messages`).set('Authorization', bola.auth);
    expect(plain.body).toEqual({ error: MEMBER_CHAT_MESSAGES.matchNotFound });
  });

  it('When a Pidgin member who has not finished signing up opens discover, then the 403 is in Pidgin and keeps its authStep', async () => {
    const signed = await signInMember(t.app, nextPhone());
    const member = { auth: `Bearer ${signed.accessToken}` };
    await chooseLanguage(member, 'pcm');
    const refused = await request(t.app).get(`${APP}/discover`).set('Authorization', member.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Finish your sign-up first', authStep: signed.authStep });
    const english = await request(t.app)
      .get(`${APP}/discover`)
      .set('Authorization', member.auth)
      .set('Accept-Language', BROWSER_DEFAULT);
    expect(english.body).toEqual({ error: MEMBER_MESSAGES.finishSignup, authStep: signed.authStep });
  });

  it('When a Pidgin member sends a sexual message, then "Are you sure?" and its nudge are in Pidgin, the kind as it is; in English, the English', async () => {
    const [ada, bola] = [await nextMember(), await nextMember()];
    await chooseLanguage(ada, 'pcm');
    const matchId = await matchUp(t, ada, bola);
    const body = { clientMessageId: randomUUID(), text: 'I want to fuck you tonight' };

    const nudged = await post(ada, matchId, body);
    expect(nudged.status).toBe(422);
    expect(nudged.body).toEqual({
      error: 'You sure?',
      nudge: { kind: 'sexual', explanation: pidginOf(CHAT_SAFETY_MESSAGES.nudge.sexual) },
    });
    expect(nudged.body.nudge.explanation).toMatch(/^This message be like sexual talk/);

    const english = await post(ada, matchId, body, 'en');
    expect(english.body).toEqual({
      error: CHAT_SAFETY_MESSAGES.areYouSure,
      nudge: { kind: 'sexual', explanation: CHAT_SAFETY_MESSAGES.nudge.sexual },
    });
  });

  it('When a Pidgin member sends a fourth message before any reply, then the 429 is in Pidgin', async () => {
    const [ada, bola] = [await nextMember(), await nextMember()];
    await chooseLanguage(ada, 'pcm');
    const matchId = await matchUp(t, ada, bola);
    for (let n = 1; n <= 3; n++) {
      expect((await post(ada, matchId, { clientMessageId: randomUUID(), text: `Hello ${n}` })).status).toBe(201);
    }
    const fourth = await post(ada, matchId, { clientMessageId: randomUUID(), text: 'Hello 4' });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ error: 'Wait make dem reply before you send more' });
    const english = await post(ada, matchId, { clientMessageId: randomUUID(), text: 'Hello 4' }, BROWSER_DEFAULT);
    expect(english.body).toEqual({ error: MEMBER_CHAT_MESSAGES.waitForReply });
  });

  it("When a Pidgin member's message fails the shared schema, then the error and every issue are in Pidgin, paths as they are", async () => {
    const [ada, bola] = [await nextMember(), await nextMember()];
    await chooseLanguage(ada, 'pcm');
    const matchId = await matchUp(t, ada, bola);
    const bad = await post(ada, matchId, { clientMessageId: 'not-a-uuid', text: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(pidginOf(bad.body.error) ?? bad.body.error);
    const english = await post(ada, matchId, { clientMessageId: 'not-a-uuid', text: '' }, 'en');
    expect(english.status).toBe(400);
    expect(bad.body.error).toBe(pidginOf(english.body.error));
    expect(bad.body.issues).toEqual(
      (english.body.issues as { path: string; message: string }[]).map((issue) => ({
        path: issue.path,
        message: pidginOf(issue.message) ?? issue.message,
      })),
    );
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'text', message: 'Write message' },
        { path: 'clientMessageId', message: 'clientMessageId must be UUID' },
      ]),
    );
  });

  it('When a request to the member API has no token but asks for Pidgin, then the 401 is in Pidgin; without the header, English', async () => {
    const asked = await request(t.app).get(`${APP}/me`).set('Accept-Language', 'pcm');
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ error: 'You need to sign in first' });
    const plain = await request(t.app).get(`${APP}/me`);
    expect(plain.body).toEqual({ error: MESSAGES.authTokenRequired });
  });

  it('When the control centre or the public API is asked for Pidgin, then its errors stay English', async () => {
    const admin = await request(t.app).get('/api/v1/admin/members').set('Accept-Language', 'pcm');
    expect(admin.status).toBe(401);
    expect(admin.body).toEqual({ error: MESSAGES.authTokenRequired });
    expect(admin.headers.vary ?? '').not.toMatch(/Accept-Language/);
    const missing = await request(t.app).get('/api/v1/public/no-such-thing').set('Accept-Language', 'pcm');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: MESSAGES.notFound });
    const memberMissing = await request(t.app).get(`${APP}/no-such-thing`).set('Accept-Language', 'pcm');
    expect(memberMissing.body).toEqual({ error: 'We no find am' });
  });
});

describe('The Pidgin table of member errors', () => {
  it('When one English text sits in several groups, then it has one Pidgin', () => {
    const seen = new Map<string, Set<string>>();
    for (const [english, pidgin] of PIDGIN_GROUPS)
      for (const [key, pcm] of Object.entries(pidgin)) {
        const en = (english as Record<string, unknown>)[key] as string;
        seen.set(en, (seen.get(en) ?? new Set()).add(pcm));
      }
    expect([...seen].filter(([, pcms]) => pcms.size > 1).map(([en]) => en)).toEqual([]);
  });

  it('When a text carries a value, then the Pidgin keeps the value', () => {
    expect(pidginOf(MEMBER_MESSAGES.underage('Blynd'))).toBe('You must reach 18 years make you fit use Blynd');
    expect(pidginOf('A text nobody wrote')).toBeUndefined();
  });

  it('When the table is built, then every entry has Pidgin text', () => {
    for (const [, pidgin] of PIDGIN_GROUPS) for (const pcm of Object.values(pidgin)) expect(pcm.trim()).not.toBe('');
  });
});
