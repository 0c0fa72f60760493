import { and, eq, gt, sql } from 'drizzle-orm';
import {
  adReservations, admins, badgeOffers, contactMessages, contactReplies, memberPhotos, members, plans, reports,
  signupAuthentications, subscriptions, systemNotifications,
} from '../../schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { DEMO_ADMIN } from '../demo-catalogue';
import { demoMembers } from '../generate';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('demo data set (DESIGN §6)', () => {
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
  ])('When the seed ran, then %s %s has the exact record', async (firstName, lastName, phone, dob, gender, state, earningStatus) => {
    const [member] = await t.ctx.db.select().from(members).where(eq(members.phone, phone));
    expect(member).toMatchObject({ firstName, lastName, dob, gender, state, earningStatus, email: `${firstName}.${lastName}@example.com`.toLowerCase() });
  });

  it('When the seed ran, then account states match: Tunde Premium on monthly Spark with 20 days left, Kemi blocked, others Free', async () => {
    const named = await t.ctx.db.select().from(members).where(sql`${members.phone} like '23480312345%'`);
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

  it('When the member list is generated twice, then it is identical (deterministic)', () => {
    expect(demoMembers()).toEqual(demoMembers());
  });
});
