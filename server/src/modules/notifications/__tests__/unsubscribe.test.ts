import request from 'supertest';
import { startSmtp } from '../../admin/__tests__/smtp-kit';
import { APP, like, quickMember, type Member } from '../../../test-support/social-kit';
import { runDigests } from '../digest.service';
import { createNoticeApp, giveEmail, lagos, putPreferences, withKind, type NoticeApp } from './notice-kit';

describe('Notice mails: List-Unsubscribe with a signed one-click link (RFC 8058)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: NoticeApp;
  let ada: Member;
  let bola: Member;
  let chidi: Member;
  let dayo: Member;
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
  const linkOf = (header: string | undefined) => new URL(/^<([^>]+)>$/.exec(header ?? '')![1]!);
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createNoticeApp({ env: { SMTP_URL: smtp.url } });
    [ada, bola, chidi, dayo] = await Promise.all(
      ['08063000001', '08063000002', '08063000003', '08063000004'].map((phone) => quickMember(t, phone)),
    );
    await giveEmail(t, ada, 'ada@blynd.example');
    t.clock.now = lagos('2026-12-03T12:00');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('When likes email is instant and a like comes, then the mail has List-Unsubscribe and List-Unsubscribe-Post, and the one-click POST, with no sign-in, turns likes email off', async () => {
    expect((await putPreferences(t, ada, withKind('likes', { email: 'instant' }))).status).toBe(200);
    await like(t, bola, ada.memberId).expect(200);
    await t.settled();
    const [mail] = mailsTo('ada@blynd.example');
    expect(mail?.headers.subject).toBe('Someone liked your bio');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = linkOf(mail!.headers['list-unsubscribe']);
    expect(link.origin).toBe('http://127.0.0.1:3999');
    expect(mail!.text).toContain(link.href);
    expect(mail!.text).not.toContain(bola.memberId);

    // Opening the link (a scanner, a preview) changes nothing: it shows a button.
    const page = await request(t.app).get(link.pathname);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('<form method="post"');
    const unchanged = await request(t.app).get(`${APP}/me/notification-preferences`).set('Authorization', ada.auth);
    expect(unchanged.body.kinds.likes.email).toBe('instant');

    // What a mail client sends for the one click.
    const click = await request(t.app).post(link.pathname).type('form').send('List-Unsubscribe=One-Click');
    expect(click.status).toBe(200);
    expect(click.text).toContain('You will no longer get likes emails from us.');
    const after = await request(t.app).get(`${APP}/me/notification-preferences`).set('Authorization', ada.auth);
    expect(after.body.kinds.likes).toEqual({ push: 'instant', email: 'off', inApp: 'instant' });
    expect(after.body.kinds.matches.email).toBe('daily');

    await like(t, chidi, ada.memberId).expect(200);
    await t.settled();
    expect(mailsTo('ada@blynd.example')).toHaveLength(1);
  });

  it('When the link is changed (another kind, another member, a forged signature), then it is refused with a 404 and nothing changes', async () => {
    const [mail] = mailsTo('ada@blynd.example');
    const path = linkOf(mail!.headers['list-unsubscribe']).pathname;
    const [memberId, , signature] = path.split('/').pop()!.split('.');
    for (const forged of [
      `/unsubscribe/${memberId}.matches.${signature}`,
      `/unsubscribe/${dayo.memberId}.likes.${signature}`,
      `/unsubscribe/${memberId}.likes.${'A'.repeat(43)}`,
      '/unsubscribe/nothing',
    ]) {
      const res = await request(t.app).post(forged).type('form').send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(404);
      expect(res.text).toContain('This unsubscribe link is not valid.');
    }
    const prefs = await request(t.app).get(`${APP}/me/notification-preferences`).set('Authorization', ada.auth);
    expect(prefs.body.kinds.matches.email).toBe('daily');
  });

  it('When matches email is a daily digest, then the match waits and one digest mail goes at the digest hour, with its own one-click link', async () => {
    await like(t, ada, dayo.memberId).expect(200);
    await like(t, dayo, ada.memberId).expect(200);
    await t.settled();
    expect(mailsTo('ada@blynd.example')).toHaveLength(1);
    t.clock.now = lagos('2026-12-03T19:05');
    await runDigests(t.ctx);
    await runDigests(t.ctx);
    const digests = mailsTo('ada@blynd.example').slice(1);
    expect(digests.map((mail) => mail.headers.subject)).toEqual(['Your daily summary from Blynd']);
    expect(digests[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(linkOf(digests[0]!.headers['list-unsubscribe']).pathname).toContain('.matches.');
  });
});
