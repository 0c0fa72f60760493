import { createHash } from 'node:crypto';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { MEMBER_VALUE_IDS, PRIVACY_MESSAGES, RELATIONSHIP_GOAL_IDS } from '@blynd/shared';
import { members } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { signInMember } from '../../../test-support/member-session';
import { createSocialApp, like, makePremium, signedUpMember, APP, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';

const DAY = 86_400_000;

describe('Snooze, incognito and hidden contacts', () => {
  let t: TestApp;
  let phoneSeq = 0;
  /** A member through every sign-up step over HTTP, on a number of their own. */
  const member = async () => signedUpMember(t, `0803${String(5_500_000 + ++phoneSeq)}`);
  const get = (m: Member, path: string) => request(t.app).get(`${APP}${path}`).set('Authorization', m.auth);
  const put = (m: Member, path: string, body: object) =>
    request(t.app).put(`${APP}${path}`).set('Authorization', m.auth).send(body);
  const del = (m: Member, path: string) => request(t.app).delete(`${APP}${path}`).set('Authorization', m.auth);
  const ids = (res: request.Response) => (res.body.items as { _id: string }[]).map((item) => item._id);
  const discoverIds = async (m: Member) => ids(await get(m, '/discover?limit=50'));
  const pickIds = async (m: Member) => ids(await get(m, '/discover/picks'));
  const receivedIds = async (m: Member) => ids(await get(m, '/likes/received'));
  const sentIds = async (m: Member) => ids(await get(m, '/likes/sent'));
  const matchesOf = async (m: Member) =>
    (await get(m, '/matches')).body.items as { _id: string; member: { _id: string }; snoozed?: true }[];
  /** Every list a member may be shown in, as `viewer` reads them. */
  const listsOf = async (viewer: Member) => ({
    discover: await discoverIds(viewer),
    picks: await pickIds(viewer),
    received: await receivedIds(viewer),
    sent: await sentIds(viewer),
    matches: (await matchesOf(viewer)).map((item) => item.member._id),
  });
  let alikeSeq = 0;
  /**
   * The two share a goal and values nobody else in this file shares, so each is the other's most compatible member
   * and stands among the daily picks (GET /discover/picks shows the day's three best).
   */
  const alike = async (a: Member, b: Member) => {
    const i = alikeSeq++;
    const values = [0, 1, 2, 3, 4].map((k) => MEMBER_VALUE_IDS[(i * 5 + k) % MEMBER_VALUE_IDS.length]);
    const goal = RELATIONSHIP_GOAL_IDS[i % RELATIONSHIP_GOAL_IDS.length];
    for (const m of [a, b])
      expect(
        (await request(t.app).patch(`${APP}/me`).set('Authorization', m.auth).send({ values, relationshipGoal: goal }))
          .status,
      ).toBe(200);
  };
  const premium = (m: Member) => makePremium(t, m.memberId, new Date(Date.now() + 30 * DAY));

  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('snooze', () => {
    it('when a member snoozes, then they leave discover, picks and likes received at once, their match sees "snoozed", and they still see others', async () => {
      const [sleeper, viewer, partner] = [await member(), await member(), await member()];
      await premium(viewer);
      await alike(viewer, sleeper);
      expect((await like(t, sleeper, viewer.memberId)).status).toBe(200);
      await like(t, sleeper, partner.memberId);
      expect((await like(t, partner, sleeper.memberId)).body.matched).toBe(true);
      expect(await discoverIds(viewer)).toContain(sleeper.memberId);
      expect(await pickIds(viewer)).toContain(sleeper.memberId);
      expect(await receivedIds(viewer)).toContain(sleeper.memberId);

      const snoozed = await put(sleeper, '/me/snooze', { hours: 24 });
      expect(snoozed.status).toBe(200);
      expect(snoozed.body).toMatchObject({ snoozed: true, incognito: false, hiddenContacts: 0 });
      expect(new Date(snoozed.body.snoozedUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

      const seen = await listsOf(viewer);
      expect(seen.discover).not.toContain(sleeper.memberId);
      expect(seen.picks).not.toContain(sleeper.memberId);
      expect(seen.received).not.toContain(sleeper.memberId);
      // A new like cannot reach a snoozed member either: discover could not show them.
      expect((await like(t, await member(), sleeper.memberId)).status).toBe(404);
      // The match stays, and says so.
      const [match] = (await matchesOf(partner)).filter((item) => item.member._id === sleeper.memberId);
      expect(match?.snoozed).toBe(true);
      // The other way: a snoozed member still sees everyone, and their match without a mark.
      const newcomer = await member();
      expect(await discoverIds(sleeper)).toContain(newcomer.memberId);
      expect((await matchesOf(sleeper)).find((item) => item.member._id === partner.memberId)?.snoozed).toBeUndefined();
      expect((await get(sleeper, '/me')).body.privacy).toMatchObject({ snoozed: true });
    });

    it('when the member ends the snooze, then they are back in every list at once', async () => {
      const [sleeper, viewer, partner] = [await member(), await member(), await member()];
      await premium(viewer);
      await alike(viewer, sleeper);
      await like(t, sleeper, viewer.memberId);
      await like(t, sleeper, partner.memberId);
      await like(t, partner, sleeper.memberId);
      // The viewer's day (discover's snapshot, decision 0091) began before the snooze.
      expect(await pickIds(viewer)).toContain(sleeper.memberId);
      await put(sleeper, '/me/snooze', { indefinitely: true });
      expect((await get(sleeper, '/me')).body.privacy).toEqual({
        snoozed: true,
        snoozedUntil: null,
        incognito: false,
        hiddenContacts: 0,
      });
      expect(await discoverIds(viewer)).not.toContain(sleeper.memberId);

      const ended = await del(sleeper, '/me/snooze');
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({ snoozed: false, snoozedUntil: null });
      const seen = await listsOf(viewer);
      expect(seen.discover).toContain(sleeper.memberId);
      expect(seen.picks).toContain(sleeper.memberId);
      expect(seen.received).toContain(sleeper.memberId);
      expect((await matchesOf(partner)).find((item) => item.member._id === sleeper.memberId)?.snoozed).toBeUndefined();
    });

    it('when the snooze reaches its time, then it has ended by itself (no job ran), and before it, it has not', async () => {
      const [sleeper, viewer] = [await member(), await member()];
      await alike(viewer, sleeper);
      expect(await pickIds(viewer)).toContain(sleeper.memberId);
      const until = new Date(Date.now() + 3 * DAY);
      const res = await put(sleeper, '/me/snooze', { until: until.toISOString() });
      expect(res.status).toBe(200);
      expect(res.body.snoozedUntil).toBe(until.toISOString());
      // A minute before its end (the stored end moved, as time would): still snoozed.
      await t.ctx.db
        .update(members)
        .set({ snoozedUntil: sql`now() + interval '1 minute'` })
        .where(eq(members.id, sleeper.memberId));
      expect(await discoverIds(viewer)).not.toContain(sleeper.memberId);
      expect((await get(sleeper, '/me')).body.privacy.snoozed).toBe(true);
      // Its time has come: nothing else happens, and the member is back.
      await t.ctx.db
        .update(members)
        .set({ snoozedUntil: sql`now() - interval '1 second'` })
        .where(eq(members.id, sleeper.memberId));
      expect(await discoverIds(viewer)).toContain(sleeper.memberId);
      expect(await pickIds(viewer)).toContain(sleeper.memberId);
      expect((await get(sleeper, '/me')).body.privacy).toMatchObject({ snoozed: false, snoozedUntil: null });
    });

    it('when a snooze is not one of hours, until or indefinitely, or out of range, then 400 and nothing changes', async () => {
      const sleeper = await member();
      for (const body of [
        {},
        { hours: 0 },
        { hours: 1.5 },
        { hours: 24 * 91 },
        { hours: 2, indefinitely: true },
        { until: 'tomorrow' },
        { until: new Date(Date.now() - 60_000).toISOString() },
        { until: new Date(Date.now() + 91 * DAY).toISOString() },
        { indefinitely: false },
        { hours: 2, extra: 1 },
      ]) {
        const res = await put(sleeper, '/me/snooze', body);
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      expect((await get(sleeper, '/me')).body.privacy.snoozed).toBe(false);
    });
  });

  describe('incognito', () => {
    it('when a Free member switches incognito on, then 403 with the upgrade named, and nothing changes', async () => {
      const free = await member();
      const res = await put(free, '/me/incognito', { incognito: true });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: PRIVACY_MESSAGES.incognitoPremium });
      expect((await get(free, '/me')).body.privacy.incognito).toBe(false);
      // Switching off needs nothing.
      expect((await put(free, '/me/incognito', { incognito: false })).status).toBe(200);
      expect((await put(free, '/me/incognito', { incognito: 'yes' })).status).toBe(400);
    });

    it('when a Premium member is incognito, then only members they liked see them in discover and picks, they still see everyone, and it ends with Premium', async () => {
      const [hidden, liked, stranger] = [await member(), await member(), await member()];
      await premium(hidden);
      await premium(liked);
      await alike(stranger, hidden);
      expect(await pickIds(stranger)).toContain(hidden.memberId);
      expect((await put(hidden, '/me/incognito', { incognito: true })).body.incognito).toBe(true);
      await like(t, hidden, liked.memberId);

      const strangerSees = await listsOf(stranger);
      expect(strangerSees.discover).not.toContain(hidden.memberId);
      expect(strangerSees.picks).not.toContain(hidden.memberId);
      expect((await like(t, stranger, hidden.memberId)).status).toBe(404);
      const likedSees = await listsOf(liked);
      expect(likedSees.discover).toContain(hidden.memberId);
      expect(likedSees.received).toContain(hidden.memberId);
      // The other way: the incognito member browses as before.
      expect(await discoverIds(hidden)).toContain(stranger.memberId);
      expect((await get(hidden, '/me')).body.privacy.incognito).toBe(true);

      // Premium ends: so does incognito, with no call.
      await makePremium(t, hidden.memberId, new Date(Date.now() - 1000));
      expect(await discoverIds(stranger)).toContain(hidden.memberId);
      expect(await pickIds(stranger)).toContain(hidden.memberId);
      expect((await get(hidden, '/me')).body.privacy.incognito).toBe(false);
    });
  });

  describe('hidden contacts', () => {
    /** Two members who could see each other everywhere: each liked the other's card, and both are Premium. */
    async function openPair() {
      const [owner, contact] = [await member(), await member()];
      await premium(owner);
      await premium(contact);
      return { owner, contact };
    }
    const seesNoneOf = async (viewer: Member, other: Member) => {
      const seen = await listsOf(viewer);
      for (const [list, found] of Object.entries(seen))
        expect({ list, found: found.includes(other.memberId) }).toEqual({ list, found: false });
    };

    it('when a member hides a number that belongs to a member, then neither sees the other in discover, picks, likes or matches, and a like answers 404', async () => {
      const { owner, contact } = await openPair();
      const third = await member();
      await like(t, contact, owner.memberId);
      await like(t, owner, third.memberId);
      expect(await discoverIds(owner)).toContain(contact.memberId);
      expect(await receivedIds(owner)).toContain(contact.memberId);

      // As a phone book writes it: +234, spaces.
      const local = contact.phone.slice(1);
      const res = await put(owner, '/me/hidden-contacts', {
        phones: [
          `+234 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
          'not a number',
          '+44 20 7946 0958',
        ],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ hiddenContacts: 1, ignored: 2 });
      expect(res.headers['cache-control']).toBe('private, no-store');

      await seesNoneOf(owner, contact);
      await seesNoneOf(contact, owner);
      expect((await like(t, owner, contact.memberId)).status).toBe(404);
      expect((await like(t, contact, owner.memberId)).status).toBe(404);
      expect((await get(owner, `/members/${contact.memberId}`)).status).toBe(404);
      // Others are not touched.
      expect(await discoverIds(third)).toContain(owner.memberId);
      expect((await get(owner, '/me')).body.privacy.hiddenContacts).toBe(1);

      // Hiding from nobody: both see each other again.
      const cleared = await del(owner, '/me/hidden-contacts');
      expect(cleared.body.hiddenContacts).toBe(0);
      expect(await discoverIds(owner)).toContain(contact.memberId);
      expect(await receivedIds(owner)).toContain(contact.memberId);
      expect((await like(t, contact, owner.memberId)).status).toBe(200);
    });

    it('when a hidden number signs up later, then from their first sign-in neither sees the other', async () => {
      const owner = await member();
      const laterPhone = `0803${String(5_600_000 + ++phoneSeq)}`;
      const res = await put(owner, '/me/hidden-contacts', { phones: [laterPhone] });
      expect(res.body).toMatchObject({ hiddenContacts: 1, ignored: 0 });

      const later = await signedUpMember(t, laterPhone);
      await seesNoneOf(later, owner);
      await seesNoneOf(owner, later);
      expect((await like(t, later, owner.memberId)).status).toBe(404);
    });

    it('when an existing match hides the other, then the match is out of both lists and its chat answers 404', async () => {
      const { owner, contact } = await openPair();
      await like(t, owner, contact.memberId);
      const matched = await like(t, contact, owner.memberId);
      const matchId = matched.body.match._id as string;
      await put(owner, '/me/hidden-contacts', { phones: [contact.phone] });
      expect((await matchesOf(owner)).map((item) => item._id)).not.toContain(matchId);
      expect((await matchesOf(contact)).map((item) => item._id)).not.toContain(matchId);
      expect((await get(contact, `/matches/${matchId}`)).status).toBe(404);
    });

    it('when a Free member hides the number of someone who liked them, then the count of likes received stays the same', async () => {
      const [owner, liker] = [await member(), await member()];
      await like(t, liker, owner.memberId);
      const before = (await get(owner, '/likes/received')).body;
      expect(before.premiumRequired).toBe(true);
      await put(owner, '/me/hidden-contacts', { phones: [liker.phone] });
      const after = (await get(owner, '/likes/received')).body;
      expect(after.count).toBe(before.count);
      expect(after.items).toEqual([]);
    });

    it('when numbers are hidden, then no table or column of the database holds them in any common form, nor their unkeyed hash', async () => {
      const owner = await member();
      // Numbers of nobody on the service (a member's own account number is theirs to keep).
      const numbers = ['08097001234', '07012349876'];
      const res = await put(owner, '/me/hidden-contacts', {
        phones: ['0809 700 1234', '+234 701 234 9876'],
      });
      expect(res.body.hiddenContacts).toBe(2);
      const forms = numbers.flatMap((n) => {
        const core = n.slice(1);
        return [
          core,
          `234${core}`,
          `+234${core}`,
          n,
          `${core.slice(0, 3)} ${core.slice(3, 6)} ${core.slice(6)}`,
          `${core.slice(0, 3)}-${core.slice(3, 6)}-${core.slice(6)}`,
          createHash('sha256').update(`234${core}`).digest('hex'),
          createHash('sha256').update(n).digest('hex'),
        ];
      });
      const columns = rowsOf<{ table_name: string; column_name: string }>(
        await t.ctx.db.execute(sql`
          select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
          where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'`),
      );
      expect(columns.length).toBeGreaterThan(100);
      const found: string[] = [];
      for (const { table_name, column_name } of columns) {
        const column = sql.raw(`"${column_name}"::text`);
        const result = await t.ctx.db.execute(sql`
          select count(*)::int as n from ${sql.raw(`"${table_name}"`)}
          where ${sql.join(
            forms.map((form) => sql`position(${form} in ${column}) > 0`),
            sql` or `,
          )}`);
        if (Number(rowsOf<{ n: number }>(result)[0]!.n) > 0) found.push(`${table_name}.${column_name}`);
      }
      expect(found).toEqual([]);
    });

    it('when the list is malformed or too long, then 400; when it is sent too often, then 429', async () => {
      const owner = await member();
      for (const body of [{}, { phones: '08031234567' }, { phones: [123] }, { phones: ['0'.repeat(41)] }]) {
        const res = await put(owner, '/me/hidden-contacts', body);
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
      expect((await put(owner, '/me/hidden-contacts', { phones: Array(5001).fill('08031234567') })).status).toBe(400);
      const busy = await member();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await put(busy, '/me/hidden-contacts', { phones: [] })).status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.at(-1)).toBe(429);
    });

    it('when a member has not finished sign-up, then the privacy routes answer 403 and without a token 401', async () => {
      const newcomer = await signInMember(t.app, `0803${String(5_700_000 + ++phoneSeq)}`);
      const res = await request(t.app)
        .put(`${APP}/me/snooze`)
        .set('Authorization', `Bearer ${newcomer.accessToken}`)
        .send({ hours: 2 });
      expect(res.status).toBe(403);
      expect((await request(t.app).put(`${APP}/me/hidden-contacts`).send({ phones: [] })).status).toBe(401);
    });
  });
});
