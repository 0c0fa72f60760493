import request from 'supertest';
import { sql } from 'drizzle-orm';
import { DATE_SAFETY_MESSAGES as TEXT } from '@blynd/shared';
import { rowsOf } from '../../../db/rows';
import { matchUp } from '../../../test-support/chat-kit';
import { drainJobs } from '../../../test-support/jobs';
import { APP, countRows, quickMember, type Member } from '../../../test-support/social-kit';
import { answer, CONTACT, createDateApp, dateFields, HOUR, MINUTE, planDate, runDueJobs, textsTo } from './date-kit';

let t: Awaited<ReturnType<typeof createDateApp>>;
let ada: Member;
let bola: Member;
let chidi: Member;
let matchId: string;

beforeAll(async () => {
  t = await createDateApp();
  [ada, bola, chidi] = [
    await quickMember(t, '08065553001'),
    await quickMember(t, '08065553002'),
    await quickMember(t, '08065553003'),
  ];
  matchId = await matchUp(t, ada, bola);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.offsetMs = 0;
});

const list = (member: Member) => request(t.app).get(`${APP}/dates`).set('Authorization', member.auth);
const cancel = (member: Member, id: string) =>
  request(t.app).delete(`${APP}/dates/${id}`).set('Authorization', member.auth);
const planFor = (member: Member, overrides: Record<string, unknown> = {}) =>
  planDate(t, member, dateFields(t.clock.now(), matchId, overrides));
const clearPlans = () => t.ctx.db.execute(sql`delete from date_plans`);
const clearTexts = () => t.ctx.db.execute(sql`delete from sms_outbox`);

describe('Date safety: planning a date over HTTP', () => {
  beforeEach(async () => {
    await clearPlans();
    await clearTexts();
  });

  it.each([
    ['no match id', { matchId: undefined }, TEXT.matchNotFound],
    ['a time that is not one', { at: 'tomorrow at 7' }, TEXT.invalidTime],
    ['a blank place', { place: '  ' }, TEXT.placeRequired],
    ['a place too long', { place: 'x'.repeat(201) }, TEXT.placeTooLong],
    ['no contact name', { contact: { name: '', phone: '08031110000' } }, TEXT.contactNameRequired],
    ['a foreign phone', { contact: { name: 'Funke', phone: '+44 7700 900123' } }, TEXT.contactPhoneInvalid],
    [
      'a toll-free number (libphonenumber-js)',
      { contact: { name: 'Funke', phone: '08001234567' } },
      TEXT.contactPhoneInvalid,
    ],
    ['the member’s own phone', { contact: { name: 'Me', phone: '08065553001' } }, TEXT.contactIsYou],
    ['a date in the past', { at: new Date(Date.now() - MINUTE).toISOString() }, TEXT.atInPast],
    [
      'a date 31 days ahead',
      {
        at: new Date(Date.now() + 31 * 24 * HOUR).toISOString(),
        checkInAt: new Date(Date.now() + 31 * 24 * HOUR + HOUR).toISOString(),
      },
      TEXT.atTooFar,
    ],
    [
      'a check-in 10 minutes in',
      { checkInAt: new Date(Date.now() + 2 * HOUR + 10 * MINUTE).toISOString() },
      TEXT.checkInTooEarly,
    ],
    ['a check-in 13 hours in', { checkInAt: new Date(Date.now() + 15 * HOUR).toISOString() }, TEXT.checkInTooLate],
    ['an answer field of the wrong type', { contact: 'Funke' }, TEXT.contactNameRequired],
  ])(
    'When the plan has %s, then 400 with its message and nothing is planned or texted',
    async (_, overrides, message) => {
      const res = await planFor(ada, overrides);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(await countRows(t, 'date_plans')).toBe(0);
      expect(await countRows(t, 'sms_outbox')).toBe(0);
    },
  );

  it('When the match is someone else’s, unknown or ended, then 404 and nothing is texted', async () => {
    expect((await planFor(chidi)).status).toBe(404);
    expect((await planFor(ada, { matchId: '00000000-0000-4000-8000-000000000000' })).body).toEqual({
      error: TEXT.matchNotFound,
    });
    const dan = await quickMember(t, '08065553004');
    const ended = await matchUp(t, chidi, dan);
    expect((await request(t.app).delete(`${APP}/matches/${ended}`).set('Authorization', chidi.auth)).status).toBe(200);
    expect((await planDate(t, chidi, dateFields(t.clock.now(), ended))).status).toBe(404);
    expect(await countRows(t, 'date_plans')).toBe(0);
    expect(await textsTo(t.ctx.db, CONTACT)).toEqual([]);
  });

  it('When a member plans a date, then the contact is texted the share link, only its hash is kept, and the list shows it', async () => {
    const res = await planFor(ada);
    expect(res.status).toBe(201);
    const shareUrl: string = res.body.shareUrl;
    expect(shareUrl).toMatch(/^http:\/\/127\.0\.0\.1:3999\/d\/[A-Za-z0-9_-]{43}$/);
    expect(res.body).toMatchObject({
      matchId,
      firstName: 'Q3002',
      place: 'Terra Kulture, Victoria Island',
      contact: { name: 'Funke', phone: CONTACT },
      checkIn: { state: 'scheduled', answeredAt: null },
      contactAlertedAt: null,
      emergencyNumber: null,
    });
    expect(await textsTo(t.ctx.db, CONTACT)).toEqual([
      `Blynd: Hi Funke, Q3001 shared a date plan with you: ${shareUrl} We will text you if Q3001 asks for help or misses a check-in.`,
    ]);
    const token = shareUrl.split('/d/')[1]!;
    const stored = rowsOf<Record<string, unknown>>(await t.ctx.db.execute(sql`select * from date_plans`));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]).toMatchObject({
      contact_phone: CONTACT,
      share_token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    const listed = await list(ada);
    expect(listed.status).toBe(200);
    const { shareUrl: _shown, ...plan } = res.body;
    expect(listed.body).toEqual({ items: [plan], nextCursor: null });
    expect((await list(bola)).body.items).toEqual([]);
  });

  it('When a member cancels, then the plan leaves the list, its data goes, its jobs are off and the share page says cancelled', async () => {
    const res = await planFor(ada);
    const { _id: id, shareUrl } = res.body;
    expect((await cancel(bola, id)).status).toBe(404);
    expect(await cancel(ada, id)).toMatchObject({ status: 200, body: { message: TEXT.cancelled } });
    expect((await cancel(ada, id)).status).toBe(404);
    expect((await list(ada)).body.items).toEqual([]);
    const [row] = rowsOf<Record<string, unknown>>(await t.ctx.db.execute(sql`select * from date_plans`));
    expect(row).toMatchObject({ place: null, contact_name: null, contact_phone: null });
    const page = await request(t.app).get(new URL(shareUrl).pathname);
    expect(page.status).toBe(410);
    expect(page.text).toContain(TEXT.sharePageCancelled);
    expect(page.text).not.toContain('Terra Kulture');
    await runDueJobs(t.ctx);
    expect(t.pushes.filter((p) => p.token === ada.pushToken && p.title === TEXT.pushTitle)).toEqual([]);
    expect(await textsTo(t.ctx.db, CONTACT)).toHaveLength(1);
  });

  it('When a member answers before the check-in, then "I’m OK" waits (409) and an unknown answer is 400', async () => {
    const { _id: id } = (await planFor(ada)).body;
    expect(await answer(t, ada, id, 'ok')).toMatchObject({ status: 409, body: { error: TEXT.checkInNotYet } });
    expect(await answer(t, ada, id, 'maybe')).toMatchObject({ status: 400, body: { error: TEXT.answerInvalid } });
    expect((await answer(t, bola, id, 'help')).status).toBe(404);
    expect(
      (
        await request(t.app)
          .post(`${APP}/dates/not-an-id/check-in`)
          .set('Authorization', ada.auth)
          .send({ answer: 'ok' })
      ).status,
    ).toBe(400);
  });

  it('When a member plans a sixth date in a day, then 429 and no sixth text', async () => {
    for (let n = 0; n < 5; n++) expect((await planFor(ada)).status).toBe(201);
    expect(await planFor(ada)).toMatchObject({ status: 429, body: { error: TEXT.tooManyToday } });
    expect(await textsTo(t.ctx.db, CONTACT)).toHaveLength(5);
  });

  it('When nobody is signed in, then every date route answers 401', async () => {
    expect((await request(t.app).get(`${APP}/dates`)).status).toBe(401);
    expect((await request(t.app).post(`${APP}/dates`).send({})).status).toBe(401);
  });
});

describe('Date safety: the check-in', () => {
  beforeEach(async () => {
    await clearPlans();
    await clearTexts();
    t.pushes.length = 0;
  });
  const checkInPushes = () => t.pushes.filter((p) => p.token === ada.pushToken && p.title === TEXT.pushTitle);

  it('When the check-in time comes and nobody answers, then one push "Are you OK?", and after 30 minutes one text to the contact and 112 in the app', async () => {
    const { _id: id } = (await planFor(ada)).body;
    await runDueJobs(t.ctx, ['date-check-in']);
    expect(checkInPushes()).toEqual([
      expect.objectContaining({
        body: TEXT.pushBody,
        data: { kind: 'date-check-in', relatedId: id, actions: 'ok,help' },
      }),
    ]);
    t.clock.offsetMs = 3 * HOUR + 10 * MINUTE;
    expect((await list(ada)).body.items[0].checkIn.state).toBe('asked');
    t.clock.offsetMs = 3 * HOUR + 31 * MINUTE;
    await runDueJobs(t.ctx);
    await runDueJobs(t.ctx);
    const texts = await textsTo(t.ctx.db, CONTACT);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(
      /^Blynd: Q3001 has not answered a safety check-in for 30 minutes on a date at Terra Kulture, Victoria Island \(.+\)\. Please call Q3001\. If you cannot reach them and fear for them, call 112\.$/,
    );
    expect(checkInPushes()).toHaveLength(1);
    const [plan] = (await list(ada)).body.items;
    expect(plan).toMatchObject({
      checkIn: { state: 'missed' },
      emergencyNumber: '112',
      contactAlertedAt: expect.any(String),
    });
  });

  it('When the member answers "I’m OK", then the contact gets no second text', async () => {
    const { _id: id } = (await planFor(ada)).body;
    await runDueJobs(t.ctx, ['date-check-in']);
    t.clock.offsetMs = 3 * HOUR + MINUTE;
    const ok = await answer(t, ada, id, 'ok');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: TEXT.answeredOk,
      date: { checkIn: { state: 'ok' }, emergencyNumber: null },
    });
    await runDueJobs(t.ctx);
    expect(await textsTo(t.ctx.db, CONTACT)).toHaveLength(1);
  });

  it('When the member asks for help, then the contact is texted once, however often help is pressed, and the app shows 112', async () => {
    const { _id: id } = (await planFor(ada)).body;
    t.clock.offsetMs = 2 * HOUR + 5 * MINUTE;
    const help = await answer(t, ada, id, 'help');
    expect(help.body).toMatchObject({
      message: TEXT.answeredHelp,
      date: { checkIn: { state: 'help' }, emergencyNumber: '112' },
    });
    await drainJobs(t.ctx);
    expect((await answer(t, ada, id, 'help')).status).toBe(200);
    await drainJobs(t.ctx);
    await runDueJobs(t.ctx);
    const texts = await textsTo(t.ctx.db, CONTACT);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(
      /^Blynd: Q3001 pressed "I need help" on a date at Terra Kulture, Victoria Island \(.+\)\. Call Q3001 now\./,
    );
    // Asked for help before the check-in: no "Are you OK?" after it.
    expect(checkInPushes()).toEqual([]);
    const feed = await request(t.app).get(`${APP}/notifications`).set('Authorization', ada.auth);
    expect(feed.body.items.map((i: { kind: string }) => i.kind)).toContain('date-contact-alerted');
  });
});
