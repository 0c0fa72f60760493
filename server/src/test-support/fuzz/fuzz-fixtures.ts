import bcrypt from 'bcryptjs';
import { and, eq, isNull } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import {
  adReservations,
  admins,
  badgeOffers,
  datePlans,
  matchEvidence,
  memberLikes,
  memberMatches,
  memberPhotos,
  members,
  photoRequests,
  plans,
} from '../../db/schema';
import { DEMO_ADMIN } from '../../db/seed/demo-catalogue';
import { signAdminToken, signPaymentToken } from '../../lib/tokens';
import type { RunningServer } from '../../server';
import type { FuzzContext } from './openapi-operations';

let ipCounter = 0;
/** A distinct client address per request, so per-IP limits (TRUST_PROXY=1) never mask an answer. */
export const nextForwardedFor = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function getJson(url: string, init: RequestInit = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextForwardedFor(), ...init.headers },
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} → ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A fresh demo admin session (the fuzzed logout ends the one the context started with). */
export async function demoAdminToken(serverUrl: string): Promise<string> {
  const login = await getJson(`${serverUrl}/api/v1/admin/adminlogin`, {
    method: 'POST',
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, passcode: DEMO_ADMIN.accessCode }),
  });
  return login.token as string;
}

/** Signs a member in the way the app does: code request, the SMS sandbox's latest code, verify. */
async function signInMemberOverHttp(url: string, phone: string): Promise<string> {
  const { challengeId } = await getJson(`${url}/api/v1/app/auth/otp/request`, {
    method: 'POST',
    body: JSON.stringify({ phone }),
  });
  const { code } = await getJson(`${url}/api/v1/app/sandbox/sms/latest?phone=${phone}`);
  const verified = await getJson(`${url}/api/v1/app/auth/otp/verify`, {
    method: 'POST',
    body: JSON.stringify({ challengeId, code }),
  });
  return verified.accessToken as string;
}

/**
 * Signs in and collects the real ids, phones, prices and tokens of the demo data set, the way a client
 * would (admin login, confirm details), so generated requests reach past authentication and lookups.
 */
export async function buildFuzzContext(server: RunningServer): Promise<FuzzContext & { adminId: string }> {
  const { db, config } = server.ctx;
  const login = await getJson(`${server.url}/api/v1/admin/adminlogin`, {
    method: 'POST',
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, passcode: DEMO_ADMIN.accessCode }),
  });
  const adminId = login.adminId as string;
  const confirm = await getJson(`${server.url}/api/v1/public/confirmdetails?phone=08031234501&dob=1995-04-12`);

  // A second staff member the fuzzer may edit freely, so the signed-in admin is never disabled by it.
  const [staff] = await db
    .insert(admins)
    .values({
      email: 'fuzz.staff@example.com',
      fullname: 'Fuzz Staff',
      role: 'Support',
      passwordHash: await bcrypt.hash('Password!2026', 4),
      accessCodeHash: await bcrypt.hash('135790', 4),
    })
    .returning();

  // Payment starts are limited per member, so tokens of several Free members spread the budget.
  const free = await db
    .select({ id: members.id, phone: members.phone, email: members.email })
    .from(members)
    .where(and(eq(members.isBlocked, false), eq(members.disabled, false), isNull(members.premiumUntil)))
    .limit(12);
  const paymentTokens = [
    confirm.token as string,
    ...free.slice(1).map((m) => signPaymentToken(m.id, config.jwtSecret)),
  ];

  const planRows = await db.select().from(plans);
  const badgeRows = await db.select().from(badgeOffers);
  const reservationRows = await db.select({ id: adReservations.id }).from(adReservations).limit(5);
  const prices = planRows.flatMap((p) => [
    p.weeklyPrice,
    p.monthlyPrice,
    ...badgeRows.map((b) => p.monthlyPrice + b.price),
  ]);

  const started = await getJson(`${server.url}/api/v1/subscriptions/initiate-paystack-payment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${confirm.token}`, 'app-version': '65' },
    body: JSON.stringify({
      userId: confirm.userId,
      plan: 'Spark',
      billingType: 'weekly',
      amount: planRows.find((p) => p.name === 'Spark')!.weeklyPrice,
      email: 'ada.okafor@example.com',
    }),
  });

  // Members sign in the way the apps do (SMS sandbox), each phone once so the resend cooldown never bites.
  const memberTokens: string[] = [];
  for (const phone of free.slice(0, 4).map((m) => m.phone)) {
    const asked = await getJson(`${server.url}/api/v1/app/auth/otp/request`, {
      method: 'POST',
      body: JSON.stringify({ phone }),
    });
    const sms = await getJson(`${server.url}/api/v1/app/sandbox/sms/latest?phone=${phone}`);
    const verified = await getJson(`${server.url}/api/v1/app/auth/otp/verify`, {
      method: 'POST',
      body: JSON.stringify({ challengeId: asked.challengeId, code: sms.code }),
    });
    memberTokens.push(verified.accessToken as string);
  }

  const memberIds = free.map((m) => m.id);
  // The first two signed-in members like each other, are matched and one asked the other for photos, so the
  // likes, match and photo-request routes get past their lookups.
  const [asker, recipient] = [free[0]!.id, free[1]!.id];
  await db.insert(memberLikes).values([
    { likerId: asker, likedId: recipient },
    { likerId: recipient, likedId: asker },
  ]);
  const [match] = await db
    .insert(memberMatches)
    .values(
      asker < recipient
        ? { memberLowId: asker, memberHighId: recipient }
        : { memberLowId: recipient, memberHighId: asker },
    )
    .returning();
  const [photoRequest] = await db
    .insert(photoRequests)
    .values({
      matchId: match!.id,
      askerId: asker,
      recipientId: recipient,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning();
  // A planned date of the asker with that match, so the date routes get past their lookups (decision 0155).
  const [datePlan] = await db
    .insert(datePlans)
    .values({
      memberId: asker,
      matchId: match!.id,
      otherMemberId: recipient,
      at: new Date(Date.now() + 2 * 3600 * 1000),
      checkInAt: new Date(Date.now() + 3 * 3600 * 1000),
      expiresAt: new Date(Date.now() + 26 * 3600 * 1000),
      place: 'Fuzz Cafe',
      contactName: 'Fuzz Contact',
      contactPhone: '2348031110000',
      shareTokenHash: 'f'.repeat(64),
    })
    .returning();
  // An ended match of the same two with kept evidence (decision 0154), so a report naming it gets past the lookup.
  const pastMatchId = '00000000-0000-4000-8000-0000000000e1';
  await db.insert(matchEvidence).values({
    matchId: pastMatchId,
    memberLowId: match!.memberLowId,
    memberHighId: match!.memberHighId,
    lowFirstName: 'Past',
    lowAvatar: '',
    highFirstName: 'Match',
    highAvatar: '',
    messages: [],
    endedAt: new Date(),
  });
  const secret = config.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const forgedTokens = [
    jwt.sign({ sub: adminId, typ: 'admin', ver: 0, exp: now - 60 }, secret),
    jwt.sign({ sub: adminId, typ: 'admin', ver: 99 }, secret),
    jwt.sign({ sub: '00000000-0000-0000-0000-000000000000', typ: 'admin', ver: 0 }, secret),
    jwt.sign({ sub: 'not-a-uuid', typ: 'admin', ver: 0 }, secret),
    jwt.sign({ sub: { $ne: null }, typ: 'admin', ver: 0 }, secret),
    jwt.sign({ sub: 'not-a-uuid', typ: 'payment' }, secret),
    jwt.sign({ sub: adminId, typ: 'admin', ver: 0 }, 'another-secret-another-secret-another'),
    unsignedToken({ sub: adminId, typ: 'admin', ver: 0 }),
    signAdminToken(staff.id, 0, 'x'.repeat(40)),
    // A member-shaped token signed with the admin key: member tokens use a derived key.
    jwt.sign({ sub: memberIds[0], sid: '00000000-0000-0000-0000-000000000000', typ: 'member' }, secret),
  ];

  // Members whose own session the fuzzer may end (logout, account deletion), so those never sign the pool
  // above out halfway through the run.
  const disposableMemberTokens = [];
  for (const phone of ['2348120000005', '2348120000006', '2348120000007'])
    disposableMemberTokens.push(await signInMemberOverHttp(server.url, phone));
  const photoIds = (await db.select({ id: memberPhotos.id }).from(memberPhotos).limit(8)).map((row) => row.id);

  return {
    adminId,
    credentials: {
      adminTokens: [login.token as string],
      paymentTokens,
      memberTokens,
      disposableMemberTokens,
      forgedTokens,
      paystackSecret: config.paystack.secretKey,
    },
    fixtures: {
      uuids: [
        adminId,
        staff.id,
        pastMatchId,
        ...memberIds,
        ...planRows.map((p) => p.id),
        ...badgeRows.map((b) => b.id),
      ],
      phones: ['08031234501', '2348031234501', '2348031234505', '08099999999', ...free.map((m) => m.phone)],
      emails: ['ada.okafor@example.com', DEMO_ADMIN.email, ...free.flatMap((m) => (m.email ? [m.email] : []))],
      strings: [
        ...planRows.map((p) => p.name),
        'Upstart',
        'Citizen',
        'Investor',
        'Elite',
        'weekly',
        'monthly',
        'filterSlot',
        'chatSlot',
        started.reference as string,
      ],
      integers: prices,
    },
    pathValues: {
      adminId: [adminId],
      phone: ['2348031234501', '2348031234502', '2348031234505', '08031234501', ...free.map((m) => m.phone)],
      reference: [started.reference as string, 'BLY-UNKNOWN-0000'],
      planId: planRows.map((p) => p.id),
      badgeId: badgeRows.map((b) => b.id),
      staffId: [staff.id],
      reservationId: reservationRows.map((r) => r.id),
      slotKey: ['filterSlot', 'friendRequestSlot', 'chatSlot'],
      slot: ['filterSlot', 'friendRequestSlot', 'chatSlot'],
      memberId: [...memberIds, '00000000-0000-4000-8000-000000000000'],
      id: [...photoIds, match!.id, photoRequest!.id, datePlan!.id, '00000000-0000-4000-8000-000000000000'],
    },
  };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An `alg: none` token, which a careless verifier would accept. */
const unsignedToken = (claims: object) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
