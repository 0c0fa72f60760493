import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { startSmtp } from '../../admin/__tests__/smtp-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { APP, feedOf, like, pushesTo, quickMember, type Member } from '../../../test-support/social-kit';
import {
  createNoticeApp,
  giveEmail,
  lagos,
  putPreferences,
  TEST_VAPID,
  withKind,
  type NoticeApp,
} from '../../notifications/__tests__/notice-kit';
import { startPushService } from '../../notifications/__tests__/web-push-service';
import { inLanguage } from '../../notifications/member-language';

/** The member's language (decision 0171): kept on the account, and used for what the member is told. */
describe("The member's language: PATCH /me {language}, pushes and mails in it", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let t: NoticeApp;
  let ada: Member;
  let bola: Member;
  let chidi: Member;
  let dayo: Member;
  const patch = (member: Member, body: object) =>
    request(t.app).patch(`${APP}/me`).set('Authorization', member.auth).send(body);
  const me = (member: Member) => request(t.app).get(`${APP}/me`).set('Authorization', member.auth);
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    [smtp, push] = await Promise.all([startSmtp(), startPushService()]);
    t = await createNoticeApp({ env: { SMTP_URL: smtp.url }, webPush: true });
    [ada, bola, chidi, dayo] = await Promise.all(
      ['08064000001', '08064000002', '08064000003', '08064000004'].map((phone) => quickMember(t, phone)),
    );
    await Promise.all([giveEmail(t, ada, 'ada@blynd.example'), giveEmail(t, chidi, 'chidi@blynd.example')]);
    t.clock.now = lagos('2026-12-03T12:00');
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), push.close()]);
  });

  it('When a member signs up, then GET /me says English; PATCH /me {language: "pcm"} keeps Pidgin and GET /me shows it', async () => {
    expect((await me(ada)).body.language).toBe('en');
    const saved = await patch(ada, { language: 'pcm' });
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe('pcm');
    expect((await me(ada)).body.language).toBe('pcm');
  });

  it('When the language is anything but en or pcm, then PATCH /me is a 400 with an error and the language stays', async () => {
    for (const language of ['fr', 'PCM', '', null, 1, ['pcm']]) {
      const res = await patch(ada, { language });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    expect((await me(ada)).body.language).toBe('pcm');
  });

  it('When a member in Pidgin is liked, then the push (FCM and web push), the mail and the feed entry are in Pidgin; a member in English gets the English as before', async () => {
    const subscription = await push.subscribe(TEST_VAPID.publicKey);
    const subscribed = await request(t.app)
      .post(`${APP}/me/devices/web-push`)
      .set('Authorization', ada.auth)
      .send({ subscription: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys } });
    expect(subscribed.status).toBe(200);
    for (const member of [ada, chidi])
      expect((await putPreferences(t, member, withKind('likes', { email: 'instant' }))).status).toBe(200);

    await like(t, bola, ada.memberId).expect(200);
    await like(t, bola, chidi.memberId).expect(200);
    const pushes = await t.settled();

    const pidgin = {
      title: 'Person like your bio',
      body: 'Like dem back make una match. Premium go show you who don like you already.',
    };
    expect(pushesTo(pushes, ada)).toEqual([{ token: ada.pushToken, ...pidgin, data: { kind: 'like' } }]);
    expect((await push.received(subscription)).map((text) => JSON.parse(text) as unknown)).toEqual([
      { ...pidgin, data: { kind: 'like' } },
    ]);
    expect((await feedOf(t, ada))[0]).toMatchObject({ kind: 'like', ...pidgin });
    const [mail] = mailsTo('ada@blynd.example');
    expect(mail?.headers.subject).toBe(pidgin.title);
    expect(mail!.text).toMatch(/^How far Q0001,\r?\n\r?\nLike dem back make una match\./);
    expect(mail!.text).toContain('You dey get dis one because likes emails dey on for your notification settings.');
    expect(mail!.html).toContain('>Stop dis emails</a>');

    // English, byte for byte as it was.
    const english = {
      title: 'Someone liked your bio',
      body: 'Like them back to match. Premium shows you who already likes you.',
    };
    expect(pushesTo(pushes, chidi)).toEqual([{ token: chidi.pushToken, ...english, data: { kind: 'like' } }]);
    expect((await feedOf(t, chidi))[0]).toMatchObject({ kind: 'like', ...english });
    const [englishMail] = mailsTo('chidi@blynd.example');
    expect(englishMail?.headers.subject).toBe(english.title);
    expect(englishMail!.text).toMatch(/^Hello Q0003,\r?\n\r?\nLike them back to match\./);
    expect(englishMail!.text).toContain(
      'You get this because likes emails are on in your notification settings. Stop them: ',
    );
  });

  it('When a chat message reaches a member in Pidgin who has no open connection, then its push names the sender in Pidgin; back in English, the next one is English', async () => {
    const matchId = await matchUp(t, dayo, ada);
    await t.settled();
    t.pushes.length = 0;
    expect((await send(t.app, dayo, matchId, 'Hello Ada', randomUUID())).status).toBe(201);
    const toAda = () => pushesTo(t.pushes, ada).filter((p) => p.data.type === 'message');
    await t.settled();
    expect(toAda()).toEqual([
      expect.objectContaining({ title: 'Q0004 don send you message', body: 'Tap am make you read am.' }),
    ]);

    expect((await patch(ada, { language: 'en' })).status).toBe(200);
    expect((await send(t.app, dayo, matchId, 'Are you there?', randomUUID())).status).toBe(201);
    await t.settled();
    expect(toAda()[1]).toMatchObject({ title: 'New message from Q0004', body: 'Tap to read it.' });
  });

  it('When a text is made of staff words and standard paragraphs, or is the digest count, then only what the table knows is translated', () => {
    expect(inLanguage('pcm', 'Selling things in chat.\n\nYou may appeal once if you think we got it wrong')).toBe(
      'Selling things in chat.\n\nIf you think say we no get am right, you fit appeal one time',
    );
    expect(inLanguage('pcm', 'Photo requests 2 · Likes 1')).toBe('Request for photo 2 · Likes 1');
    expect(inLanguage('pcm', 'Likes are nice')).toBe('Likes are nice');
    expect(inLanguage('pcm', inLanguage('pcm', 'Photos unlocked'))).toBe('Photo don open');
    expect(inLanguage('en', 'Photos unlocked')).toBe('Photos unlocked');
    expect(
      inLanguage(
        'pcm',
        'Our team checked your photo and did not approve it (it shows nudity). Others will never see it. You may appeal once from your photos if you think this is wrong.',
      ),
    ).toContain('dem no approve am (e show nakedness)');
  });
});
