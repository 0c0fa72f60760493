import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { DATE_SAFETY_MESSAGES as TEXT, lagosDateTime } from '@blynd/shared';
import { memberPhotos, members } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { matchUp } from '../../../test-support/chat-kit';
import { APP, quickMember, uploadPhoto, type Member } from '../../../test-support/social-kit';
import { sweepDatePlans } from '../check-in.service';
import { createDateApp, dateFields, HOUR, planDate } from './date-kit';

let t: Awaited<ReturnType<typeof createDateApp>>;
let ada: Member;
let bola: Member;
let matchId: string;
let bolaPhoto: string;

beforeAll(async () => {
  t = await createDateApp();
  [ada, bola] = [await quickMember(t, '08065555001'), await quickMember(t, '08065555002')];
  await t.ctx.db.update(members).set({ firstName: 'Adaeze' }).where(eq(members.id, ada.memberId));
  await t.ctx.db.update(members).set({ firstName: 'Bolaji' }).where(eq(members.id, bola.memberId));
  matchId = await matchUp(t, ada, bola);
  bolaPhoto = await uploadPhoto(t, bola);
});
afterAll(() => t.close());
beforeEach(() => {
  t.clock.offsetMs = 0;
});

/** A plan made now; the path of its share page. */
async function sharedPlan() {
  const res = await planDate(t, ada, dateFields(t.clock.now(), matchId));
  expect(res.status).toBe(201);
  return { path: new URL(res.body.shareUrl as string).pathname, at: res.body.at as string, id: res.body._id as string };
}
let guesser = 0;
/** A visitor with no account, from an address of its own (the guess limit counts per address). */
const visit = (path: string, ip = `10.9.0.${++guesser % 250}`) => request(t.app).get(path).set('X-Forwarded-For', ip);
const post = (member: Member, path: string) => request(t.app).post(`${APP}${path}`).set('Authorization', member.auth);

describe('Date safety: the share page a trusted contact opens', () => {
  it('When the contact opens the link without an account, then it shows the date, Lagos time, place and the match’s first name, and nothing private', async () => {
    const { path, at } = await sharedPlan();
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain(TEXT.sharePageTitle);
    expect(page.text).toContain('Bolaji');
    expect(page.text).toContain(`${lagosDateTime(at)} (Lagos time)`);
    expect(page.text).toContain('Terra Kulture, Victoria Island');
    expect(page.text).toContain('call 112');
    // Not the sharer's name, not the contact's, no phone number, no script.
    for (const absent of ['Adaeze', 'Funke', '2348031110000', '0803', '<script'])
      expect(page.text).not.toContain(absent);
    // The match's photo is not unlocked to the sharer: no photo on the page, none at its address.
    expect(page.text).not.toContain('<img');
    expect((await visit(`${path}/photo`)).status).toBe(404);
  });

  it('When the match’s photo is public but not unlocked, then it stays off the page; once unlocked and approved it shows, and goes again when held or the match ends', async () => {
    const { path } = await sharedPlan();
    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, bola.memberId));
    expect((await visit(path)).text).not.toContain('<img');
    expect((await visit(`${path}/photo`)).status).toBe(404);

    const asked = await post(ada, `/matches/${matchId}/photo-request`);
    expect(asked.status).toBe(201);
    expect((await post(bola, `/photo-requests/${asked.body._id}/accept`)).status).toBe(200);
    const page = await visit(path);
    expect(page.text).toContain(`<img class="photo" src="${path}/photo"`);
    expect(page.text).toContain('alt="Photo of Bolaji"');
    const photo = await visit(`${path}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.body.length).toBeGreaterThan(100);

    // Screening holds the photo: off the page at once, checked on every request.
    await t.ctx.db.update(memberPhotos).set({ status: 'held' }).where(eq(memberPhotos.id, bolaPhoto));
    expect((await visit(path)).text).not.toContain('<img');
    expect((await visit(`${path}/photo`)).status).toBe(404);
    await t.ctx.db.update(memberPhotos).set({ status: 'approved' }).where(eq(memberPhotos.id, bolaPhoto));
    expect((await visit(`${path}/photo`)).status).toBe(200);
  });

  it('When the date is a day old, then the page says it expired, shows nothing of the plan, and the sweep drops its personal data then the plan', async () => {
    const { path, id } = await sharedPlan();
    t.clock.offsetMs = 2 * HOUR + 24 * HOUR + 1000;
    const page = await visit(path);
    expect(page.status).toBe(410);
    expect(page.text).toContain(TEXT.sharePageExpired);
    expect(page.text).not.toContain('Terra Kulture');
    expect(page.text).not.toContain('Bolaji');
    expect((await visit(`${path}/photo`)).status).toBe(404);
    expect(
      (await request(t.app).get(`${APP}/dates`).set('Authorization', ada.auth)).body.items.map(
        (d: { _id: string }) => d._id,
      ),
    ).not.toContain(id);

    await sweepDatePlans(t.ctx);
    const [row] = rowsOf<Record<string, unknown>>(
      await t.ctx.db.execute(sql`select * from date_plans where id = ${id}`),
    );
    expect(row).toMatchObject({ place: null, contact_name: null, contact_phone: null });
    expect((await visit(path)).status).toBe(410);
    t.clock.offsetMs += 31 * 24 * HOUR;
    await sweepDatePlans(t.ctx);
    expect(rowsOf(await t.ctx.db.execute(sql`select id from date_plans where id = ${id}`))).toEqual([]);
    const gone = await visit(path);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain(TEXT.sharePageGone);
  });

  it('When someone guesses links, then unknown ones answer 404 and the 31st miss in ten minutes from one address is 429', async () => {
    expect((await visit('/d/not-a-token')).status).toBe(404);
    const ip = '10.77.0.1';
    for (let n = 0; n < 30; n++) expect((await visit(`/d/${'A'.repeat(42)}${n % 10}`, ip)).status).toBe(404);
    expect((await visit(`/d/${'B'.repeat(43)}`, ip)).status).toBe(429);
    // Another address is not held back.
    const { path } = await sharedPlan();
    expect((await visit(path, '10.77.0.2')).status).toBe(200);
  });
});
