import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { PREMIUM_DAYS, type BillingCycle } from '@blynd/shared';
import type { Db, DbTransaction } from '../client';
import {
  adReservations,
  adSlotSets,
  adSlots,
  admins,
  badgeOffers,
  contactMessages,
  contactReplies,
  memberPhotos,
  memberVerifiedFaces,
  members,
  payments,
  plans,
  reports,
  signupAuthentications,
  subscriptions,
  systemNotifications,
} from '../schema';
import { demoAuctionSvg, demoPhotoSvg } from '../../lib/artwork';
import { auctionImageKey, type PhotoStorage } from '../../lib/photo-storage';
import { SANDBOX_MEMBER_FACE } from '../../lib/sandbox-face';
import { processAuctionImage, processPhoto, storeProcessedPhoto, type ProcessedPhoto } from '../../lib/photo-pipeline';
import { DEMO_ADMIN, DEMO_BADGES, DEMO_PLANS } from './demo-catalogue';
import { ensureFirstAdmin } from './first-admin';
import { demoMembers } from './generate';
import { demoCompatibilityAnswers } from './compatibility-answers';
import { CONTACT_SUBJECTS, RESERVATIONS, REPORT_REASONS, SYSTEM_MESSAGES } from './demo-content';
import { seedTokensAndAuctions } from './demo-tokens';
import { seedStoreProducts } from './demo-store-products';
import { seedDiscoveryFields } from './demo-discovery-fields';
import { seedPrivacy } from './demo-privacy';
import { DEMO_CONVERSATIONS, excerptOf, insertConversation, REPORTED_LEADUPS } from './demo-chat';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export async function isDatabaseEmpty(db: Db) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(members);
  return count === 0;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 100) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

type FirstAdmin = Parameters<typeof ensureFirstAdmin>[1];

/**
 * Writes the demo data set (docs/domain-rules.md#demo-data-set). Run it on an empty database only. The admin it creates is the
 * configured first admin (`firstAdmin`), so seeding a production database never brings in the demo
 * admin with its published keys; without one (tests, local tools) it is the demo admin.
 */
export async function seedDemoData(db: Db, options: { now?: Date; photos: PhotoStorage; firstAdmin?: FirstAdmin }) {
  const now = options.now ?? new Date();
  await ensureFirstAdmin(db, options.firstAdmin ?? DEMO_ADMIN);
  const auctionImages = await seedAuctionImages(options.photos);
  await db.transaction(async (tx) => {
    const [admin] = await tx.select().from(admins).orderBy(admins.createdAt).limit(1);
    const planRows = await tx
      .insert(plans)
      .values(DEMO_PLANS.map((p) => ({ ...p, features: [...p.features] })))
      .returning();
    await tx.insert(badgeOffers).values(DEMO_BADGES.map((b) => ({ ...b, features: [...b.features] })));
    const planByName = new Map(planRows.map((p) => [p.name, p]));

    const people = demoMembers();
    const memberRows: (typeof members.$inferSelect)[] = [];
    await insertChunked(people, async (chunk) => {
      const inserted = await tx
        .insert(members)
        .values(
          chunk.map((p) => {
            const answers = demoCompatibilityAnswers(people.indexOf(p));
            const cycleDays = PREMIUM_DAYS[p.premiumCycle];
            const daysLeft = p.premiumDaysLeft === null ? null : Math.min(p.premiumDaysLeft, cycleDays - 1);
            return {
              firstName: p.firstName,
              lastName: p.lastName,
              email: p.email,
              phone: p.phone,
              dob: p.dob,
              gender: p.gender,
              state: p.state,
              region: p.region,
              avatar: p.avatar,
              bio: p.bio,
              interests: p.interests,
              income: p.income,
              earningStatus: p.earningStatus,
              premiumUntil: daysLeft === null ? null : new Date(now.getTime() + daysLeft * DAY),
              earningVerified: p.earningVerified,
              livenessVerified: p.livenessVerified,
              isBlocked: p.isBlocked,
              completedSignup: p.completedSignup,
              lastSeenAt: new Date(now.getTime() - p.lastSeenHoursAgo * HOUR),
              createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
              ...(p.completedSignup ? answers : {}),
              ...(p.interestedIn
                ? {
                    interestedIn: p.interestedIn,
                    preferences: p.preferences,
                    photosPublic: p.photosPublic,
                    termsAcceptedAt: new Date(now.getTime() - p.createdDaysAgo * DAY),
                  }
                : {}),
            };
          }),
        )
        .returning();
      memberRows.push(...inserted);
    });

    const authRows = memberRows.map((m, i) => ({
      memberId: m.id,
      phone: m.phone,
      authStep: people[i].authStep,
      isBlocked: m.isBlocked,
      createdAt: m.createdAt,
      updatedAt: m.createdAt,
    }));
    await insertChunked(authRows, (chunk) => tx.insert(signupAuthentications).values(chunk));

    // Members whose badge shows: liveness passed, a finished sign-up and a photo (member_verified.sql).
    const faced = people.map((p) => p.livenessVerified && p.completedSignup && p.photoCount > 0);
    const photoRows = await seedPhotos(
      tx,
      memberRows,
      people.map((p) => p.photoCount),
      faced,
      options.photos,
      now,
    );
    await seedVerifiedFaces(
      tx,
      memberRows.filter((_, i) => faced[i]),
      now,
    );
    await seedSubscriptions(tx, memberRows, people, planByName);
    await seedMessages(tx, admin.id, now);
    await seedReports(tx, memberRows, photoRows, now);
    await seedConversations(tx, memberRows, now);
    const [set] = await tx.insert(adSlotSets).values({ active: true, mediaBuyer: 'Blynd Ads Desk' }).returning();
    await tx.insert(adSlots).values([
      {
        setId: set.id,
        slotKey: 'filterSlot',
        amount: 15000,
        available: true,
        imgUrl: '/media/ads/explore-users.svg',
        link: 'https://example.com/lagos-eats',
        visits: 412,
      },
      {
        setId: set.id,
        slotKey: 'friendRequestSlot',
        amount: 15000,
        available: false,
        imgUrl: '/media/ads/view-matches.svg',
        link: '',
        visits: 0,
      },
      {
        setId: set.id,
        slotKey: 'chatSlot',
        amount: 15000,
        available: false,
        imgUrl: '/media/ads/messages.svg',
        link: '',
        visits: 0,
      },
    ]);
    await tx
      .insert(adReservations)
      .values(
        RESERVATIONS.map((r, i) => ({ ...r, handled: i < 2, createdAt: new Date(now.getTime() - (i + 1) * 2 * DAY) })),
      );
    // Chiamaka leads the live auction; Ibrahim won the ended one (the buyers Ada and Tunde keep no tokens).
    await seedTokensAndAuctions(tx, [memberRows[2].id, memberRows[3].id], now, auctionImages);
    await seedStoreProducts(tx);
    await seedDiscoveryFields(tx);
    await seedPrivacy(tx, now);
  });
}

/**
 * What the demo photos carry instead of a screening (decision 0137): they are approved as seeded, never screened, and
 * say so to staff. Production never seeds (config/env.ts, seed-cli.ts), so nothing there is approved without a check.
 */
export const SEEDED_VERDICT = { seeded: true, note: 'Demo data: approved by the seed, not screened' } as const;

async function seedPhotos(
  tx: DbTransaction,
  memberRows: (typeof members.$inferSelect)[],
  counts: number[],
  faced: boolean[],
  photos: PhotoStorage,
  now: Date,
) {
  // A handful of distinct portraits, each made once through the upload pipeline (real JPEG files), then
  // stored per photo under its own random key: seeding stays fast enough to run before every test file.
  const portraits = await Promise.all(Array.from({ length: DEMO_PORTRAITS }, (_, seed) => demoPortrait(seed)));
  const values: (typeof memberPhotos.$inferInsert)[] = [];
  for (const [index, member] of memberRows.entries()) {
    for (let n = 0; n < counts[index]; n++) {
      const portrait = portraits[(index * 3 + n) % DEMO_PORTRAITS];
      const storageId = randomBytes(24).toString('base64url');
      await storeProcessedPhoto(photos, storageId, portrait);
      values.push({
        memberId: member.id,
        publicId: storageId,
        placeholder: portrait.placeholder,
        position: n,
        flagged: index % 11 === 5 && n === 0,
        createdAt: new Date(now.getTime() - (index + n) * HOUR),
        status: 'approved',
        faceMatch: faced[index] ? 'match' : null,
        screening: SEEDED_VERDICT,
        screenedAt: new Date(now.getTime() - (index + n) * HOUR),
      });
    }
  }
  return values.length ? tx.insert(memberPhotos).values(values).returning() : [];
}

const DEMO_PORTRAITS = 6;

/**
 * The verified faces of the demo members whose badge shows: the sandbox's face (lib/sandbox-face.ts), so their
 * uploads match it under the sandbox; no age was estimated. Verified within the last 12 months, so the yearly
 * re-verification has not come due.
 */
async function seedVerifiedFaces(tx: DbTransaction, memberRows: (typeof members.$inferSelect)[], now: Date) {
  const rows = memberRows.map((member) => {
    const verifiedAt = new Date(Math.max(member.createdAt.getTime(), now.getTime() - 330 * DAY));
    return {
      memberId: member.id,
      provider: 'seeded',
      source: 'selfie' as const,
      template: { kind: 'descriptor', provider: 'sandbox', descriptor: [...SANDBOX_MEMBER_FACE] },
      status: 'verified' as const,
      createdAt: verifiedAt,
      verifiedAt,
    };
  });
  await insertChunked(rows, (chunk) => tx.insert(memberVerifiedFaces).values(chunk));
}

/**
 * Two small images for the demo auctions, made once through the upload pipeline and stored like uploads,
 * so the website shows real files; the live and the ended auction share the first.
 */
async function seedAuctionImages(photos: PhotoStorage): Promise<[string[], string[], string[]]> {
  const paths = await Promise.all(
    [1, 2].map(async (seed) => {
      const outcome = await processAuctionImage(
        await sharp(Buffer.from(demoAuctionSvg(seed)))
          .png()
          .toBuffer(),
      );
      if (outcome.kind !== 'processed') throw new Error('demo auction image could not be made');
      const name = randomBytes(18).toString('base64url');
      await photos.put(auctionImageKey(name), outcome.webp, 'image/webp');
      return `/media/auctions/${name}.webp`;
    }),
  );
  return [[paths[0]], [paths[1]], [paths[0]]];
}

async function demoPortrait(seed: number): Promise<ProcessedPhoto> {
  const outcome = await processPhoto(
    await sharp(Buffer.from(demoPhotoSvg(seed * 5, '')))
      .png()
      .toBuffer(),
  );
  if (outcome.kind !== 'processed') throw new Error('demo portrait could not be made');
  return outcome.photo;
}

async function seedSubscriptions(
  tx: DbTransaction,
  memberRows: (typeof members.$inferSelect)[],
  people: ReturnType<typeof demoMembers>,
  planByName: Map<string, typeof plans.$inferSelect>,
) {
  const premium = memberRows
    .map((m, i) => ({ member: m, person: people[i] }))
    .filter(({ member }) => member.premiumUntil);
  for (const [n, { member, person }] of premium.entries()) {
    const plan = planByName.get(person.premiumPlan)!;
    const cycle: BillingCycle = person.premiumCycle;
    const endsAt = member.premiumUntil!;
    const startsAt = new Date(endsAt.getTime() - PREMIUM_DAYS[cycle] * DAY);
    const amount = cycle === 'weekly' ? plan.weeklyPrice : plan.monthlyPrice;
    const reference = `DEMO-${String(n + 1).padStart(4, '0')}`;
    // What the payment and the subscription it bought both record.
    const bought = {
      memberId: member.id,
      planId: plan.id,
      planName: plan.name,
      billingType: cycle,
      badge: null,
      amount,
    };
    await tx.insert(payments).values({
      reference,
      ...bought,
      email: member.email ?? '',
      status: 'success',
      createdAt: startsAt,
      updatedAt: startsAt,
      paidAt: startsAt,
    });
    await tx.insert(subscriptions).values({
      ...bought,
      reference,
      source: 'paystack',
      startsAt,
      endsAt,
      createdAt: startsAt,
    });
  }
}

async function seedMessages(tx: DbTransaction, adminId: string, now: Date) {
  for (const [i, item] of CONTACT_SUBJECTS.entries()) {
    const createdAt = new Date(now.getTime() - (i * 29 + 3) * HOUR);
    const isRead = i >= 8;
    const [message] = await tx
      .insert(contactMessages)
      .values({
        email: item.email,
        fullname: item.fullname,
        phone: item.phone,
        subject: item.subject,
        message: item.message,
        isRead,
        createdAt,
        lastMessageAt: createdAt,
        // Replied ones: the first four still replied, the next four resolved after the reply.
        ...(i >= 8 && i < 16
          ? { status: i < 12 ? 'replied' : 'resolved', statusChangedAt: new Date(createdAt.getTime() + 2 * HOUR) }
          : {}),
      })
      .returning();
    await tx.insert(systemNotifications).values({
      title: `New message: ${item.subject}`,
      message: `${item.fullname} (${item.email}) wrote: ${item.message}`,
      category: 'message',
      isRead,
      contactMessageId: message.id,
      createdAt,
    });
    if (i >= 8 && i < 16) {
      await tx.insert(contactReplies).values({
        contactMessageId: message.id,
        adminId,
        subject: `Re: ${item.subject}`,
        message: `Hello ${item.fullname.split(' ')[0]}, thank you for reaching out. We have looked into this and it is now resolved. Reply to this email if anything else comes up.`,
        createdAt: new Date(createdAt.getTime() + 2 * HOUR),
      });
    }
  }
  for (const [i, item] of SYSTEM_MESSAGES.entries()) {
    await tx.insert(systemNotifications).values({
      ...item,
      category: 'announcement',
      isRead: true,
      ownerAdminId: adminId,
      createdAt: new Date(now.getTime() - (i + 1) * 5 * DAY),
    });
  }
}

async function seedReports(
  tx: DbTransaction,
  memberRows: (typeof members.$inferSelect)[],
  photoRows: (typeof memberPhotos.$inferSelect)[],
  now: Date,
) {
  const values: (typeof reports.$inferInsert)[] = [];
  for (let i = 0; i < 5; i++) {
    const reporter = memberRows[10 + i];
    values.push({
      kind: 'user',
      reporterId: reporter.id,
      reportedMemberId: memberRows[30 + i * 3].id,
      reason: REPORT_REASONS.user[i],
      createdAt: new Date(now.getTime() - (i + 1) * 9 * HOUR),
    });
    const photo = photoRows[(i * 3) % photoRows.length];
    values.push({
      kind: 'photo',
      reporterId: memberRows[50 + i].id,
      reportedMemberId: photo.memberId,
      photoId: photo.id,
      reason: REPORT_REASONS.photo[i],
      createdAt: new Date(now.getTime() - (i + 1) * 11 * HOUR),
    });
    // A message report copies the reported message and up to 10 before it from a real conversation.
    const [reporterId, reportedId] = [memberRows[70 + i].id, memberRows[90 + i].id];
    const reportedAt = new Date(now.getTime() - (i + 1) * 13 * HOUR);
    const lines = [...REPORTED_LEADUPS[i], ['b', REPORT_REASONS.messageText[i]] as const];
    const messages = await insertConversation(
      tx,
      { a: reporterId, b: reportedId },
      lines,
      { a: lines.length, b: lines.length },
      new Date(reportedAt.getTime() - 10 * 60 * 1000),
    );
    values.push({
      kind: 'message',
      reporterId,
      reportedMemberId: reportedId,
      ...excerptOf(messages, reportedId),
      reason: REPORT_REASONS.message[i],
      createdAt: reportedAt,
    });
  }
  await tx.insert(reports).values(values);
}

/** A few conversations between app members who matched, with read marks (some messages still unread). */
async function seedConversations(tx: DbTransaction, memberRows: (typeof members.$inferSelect)[], now: Date) {
  const appMember = (index: number) => memberRows.find((m) => m.phone === `234812000000${index}`)!.id;
  for (const [n, conversation] of DEMO_CONVERSATIONS.entries()) {
    await insertConversation(
      tx,
      { a: appMember(conversation.a), b: appMember(conversation.b) },
      conversation.lines,
      conversation.readBy,
      new Date(now.getTime() - (n * 5 + 1) * HOUR),
    );
  }
}
