import request from 'supertest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  adReservations,
  admins,
  auctions,
  badgeOffers,
  contactMessages,
  contactReplies,
  matchMessages,
  matchReadMarks,
  memberMatches,
  memberPhotos,
  members,
  plans,
  reports,
  signupAuthentications,
  subscriptions,
  systemNotifications,
} from '../../schema';
import { signInMember } from '../../../test-support/member-session';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { DEMO_ADMIN } from '../demo-catalogue';
import { demoMembers } from '../generate';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('demo data set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
  });
  afterAll(() => t.close());

  it.each([
    ['Ada', 'Okafor', '2348031234501', '1995-04-12', 'female', 'Lagos', 'Citizen'],
    ['Tunde', 'Bakare', '2348031234502', '1990-09-30', 'male', 'Oyo', 'Elite'],
    ['Chiamaka', 'Eze', '2348031234503', '1999-01-05', 'female', 'Enugu', 'Upstart'],
    ['Ibrahim', 'Musa', '2348031234504', '1987-12-19', 'male', 'Kano', 'Investor'],
    ['Kemi', 'Adeyemi', '2348031234505', '1996-06-25', 'female', 'Lagos', 'Citizen'],
  ])(
    'When the seed ran, then %s %s has the exact record',
    async (firstName, lastName, phone, dob, gender, state, earningStatus) => {
      const [member] = await t.ctx.db.select().from(members).where(eq(members.phone, phone));
      expect(member).toMatchObject({
        firstName,
        lastName,
        dob,
        gender,
        state,
        earningStatus,
        email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      });
    },
  );

  it('When the seed ran, then account states match: Tunde Premium on monthly Spark with 20 days left, Kemi blocked, others Free', async () => {
    const named = await t.ctx.db
      .select()
      .from(members)
      .where(sql`${members.phone} like '23480312345%'`);
    const byName = Object.fromEntries(named.map((m) => [m.firstName, m]));
    const daysLeft = (byName.Tunde.premiumUntil!.getTime() - NOW.getTime()) / 86_400_000;
    expect(daysLeft).toBe(20);
    const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.memberId, byName.Tunde.id));
    expect(sub).toMatchObject({ planName: 'Spark', billingType: 'monthly' });
    expect(byName.Kemi.isBlocked).toBe(true);
    for (const name of ['Ada', 'Chiamaka', 'Ibrahim', 'Kemi']) expect(byName[name].premiumUntil).toBeNull();
    for (const name of ['Ada', 'Tunde', 'Chiamaka', 'Ibrahim']) expect(byName[name].isBlocked).toBe(false);
  });

  it('When the seed ran, then the demo admin can be found with hashed credentials', async () => {
    const [admin] = await t.ctx.db.select().from(admins).where(eq(admins.email, DEMO_ADMIN.email));
    expect(admin.role).toBe('Super Admin');
    expect(admin.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(admin.passwordHash).not.toContain('DemoAdmin');
  });

  it('When the seed ran, then the generated volumes match the design', async () => {
    const db = t.ctx.db;
    const memberCount = await db.$count(members);
    expect(memberCount).toBeGreaterThanOrEqual(125);
    expect(await db.$count(signupAuthentications)).toBe(memberCount);
    expect(await db.$count(signupAuthentications, sql`${signupAuthentications.authStep} <> 11`)).toBe(20);
    expect(await db.$count(members, eq(members.completedSignup, false))).toBe(20);
    expect(await db.$count(contactMessages)).toBe(25);
    expect(await db.$count(contactMessages, eq(contactMessages.isRead, false))).toBeGreaterThan(0);
    expect(await db.$count(contactReplies)).toBeGreaterThan(0);
    expect(await db.$count(systemNotifications, eq(systemNotifications.category, 'announcement'))).toBe(5);
    expect(await db.$count(reports)).toBe(15);
    for (const kind of ['user', 'photo', 'message']) expect(await db.$count(reports, eq(reports.kind, kind))).toBe(5);
    expect(await db.$count(adReservations)).toBe(5);
    expect(await db.$count(memberPhotos)).toBeGreaterThan(20);
    expect(await db.$count(badgeOffers)).toBe(4);
    const planNames = (await db.select({ name: plans.name }).from(plans)).map((p) => p.name);
    expect(planNames).toEqual(expect.arrayContaining(['Free', 'Spark']));
    expect(planNames.length).toBeGreaterThanOrEqual(3);
    const genders = await db.selectDistinct({ gender: members.gender }).from(members);
    expect(genders.map((g) => g.gender).sort()).toEqual(['female', 'male', 'non-binary']);
    expect(await db.$count(members, and(gt(members.premiumUntil, NOW)))).toBeGreaterThan(5);
  });

  it('When the seed ran, then every demo message report holds the excerpt of a real conversation between its two members, ending with the reported message', async () => {
    const db = t.ctx.db;
    const messageReports = await db.select().from(reports).where(eq(reports.kind, 'message'));
    expect(messageReports).toHaveLength(5);
    for (const report of messageReports) {
      const excerpt = report.messageExcerpt!;
      expect(excerpt.length).toBeGreaterThanOrEqual(2);
      expect(excerpt.at(-1)).toMatchObject({ _id: report.messageId, text: report.messageText, fromReported: true });
      const [target] = await db.select().from(matchMessages).where(eq(matchMessages.id, report.messageId!));
      expect(target.senderId).toBe(report.reportedMemberId);
      const [match] = await db.select().from(memberMatches).where(eq(memberMatches.id, target.matchId));
      expect([match.memberLowId, match.memberHighId].sort()).toEqual(
        [report.reporterId, report.reportedMemberId].sort(),
      );
      const rows = await db
        .select()
        .from(matchMessages)
        .where(eq(matchMessages.matchId, match.id))
        .orderBy(asc(matchMessages.seq));
      expect(excerpt.map((m) => [m._id, m.seq, m.text, m.fromReported])).toEqual(
        rows.slice(-11).map((m) => [m.id, m.seq, m.text, m.senderId === report.reportedMemberId]),
      );
      expect(Date.parse(excerpt.at(-1)!.sentAt)).toBeLessThan(report.createdAt.getTime());
    }
  });

  it('When the seed ran, then app members have conversations numbered 1, 2, 3 … with read marks, and the app shows them with their unread counts', async () => {
    const db = t.ctx.db;
    for (const match of await db.select().from(memberMatches)) {
      const seqs = (
        await db
          .select({ seq: matchMessages.seq })
          .from(matchMessages)
          .where(eq(matchMessages.matchId, match.id))
          .orderBy(asc(matchMessages.seq))
      ).map((m) => m.seq);
      expect(seqs).toEqual(Array.from({ length: match.lastSeq }, (_, i) => i + 1));
    }
    expect(await db.$count(matchReadMarks)).toBeGreaterThanOrEqual(14);
    const inbox = async (phone: string) => {
      const member = await signInMember(t.app, phone);
      const res = await request(t.app)
        .get('/api/v1/app/conversations')
        .set('Authorization', `Bearer ${member.accessToken}`);
      expect(res.status).toBe(200);
      return res.body.items as {
        member: { firstName: string };
        unread: number;
        lastMessage: { seq: number; fromMe: boolean; text: string };
      }[];
    };
    const adaora = await inbox('2348120000000');
    expect(adaora.map((c) => [c.member.firstName, c.unread, c.lastMessage.seq, c.lastMessage.fromMe])).toEqual([
      ['Kelechi', 0, 6, true],
    ]);
    expect((await inbox('2348120000001')).map((c) => [c.member.firstName, c.unread])).toEqual([['Adaora', 1]]);
    expect((await inbox('2348120000002')).map((c) => [c.member.firstName, c.unread])).toEqual([['Tobiloba', 1]]);
  });

  it('When the seed ran, then every demo auction shows an image stored like an upload and served as WebP', async () => {
    const rows = await t.ctx.db.select({ images: auctions.images }).from(auctions);
    expect(rows).toHaveLength(3);
    for (const { images } of rows) {
      expect(images).toEqual([expect.stringMatching(/^\/media\/auctions\/[A-Za-z0-9_-]+\.webp$/)]);
      const res = await request(t.app).get(images[0]);
      expect([res.status, res.headers['content-type']]).toEqual([200, 'image/webp']);
    }
  });

  it('When the member list is generated twice, then it is identical (deterministic)', () => {
    expect(demoMembers()).toEqual(demoMembers());
  });
});
