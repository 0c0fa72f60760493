import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlFragment } from '../../db/routines';
import { livenessChecks, memberBiometricConsents, memberPhotos, members, memberVerifiedFaces } from '../../db/schema';
import type { ReverifyReason } from '@blynd/shared';

export type VerifiedFaceRow = typeof memberVerifiedFaces.$inferSelect;

export async function findVerifiedFace(db: DbOrTx, memberId: string): Promise<VerifiedFaceRow | undefined> {
  const [row] = await db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, memberId)).limit(1);
  return row;
}

/** The badge as the one SQL text has it (member-verified.sql): the same answer cards and onlyVerified read. */
export async function memberIsVerified(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: sql<boolean>`${sqlFragment('member_verified', { member: sql`${members.id}` })}` })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.verified === true;
}

export type NewVerifiedFace = {
  memberId: string;
  provider: string;
  source: 'liveness' | 'selfie';
  template: unknown;
  ageLow: number | null;
  ageEstimate: number | null;
  status: 'verified' | 'review';
  imageKey: string | null;
  at: Date;
};

/**
 * A new face check replaces the old one whole: template, age, status, and the re-verification reason cleared.
 * Answers the image key it replaced, for the caller to delete from storage.
 */
export async function replaceVerifiedFace(tx: DbOrTx, face: NewVerifiedFace): Promise<string | null> {
  const [old] = await tx
    .select({ imageKey: memberVerifiedFaces.imageKey })
    .from(memberVerifiedFaces)
    .where(eq(memberVerifiedFaces.memberId, face.memberId))
    .for('update');
  const values = {
    provider: face.provider,
    source: face.source,
    template: face.template,
    ageLow: face.ageLow,
    ageEstimate: face.ageEstimate,
    status: face.status,
    createdAt: face.at,
    verifiedAt: face.status === 'verified' ? face.at : null,
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
    reverifyReason: null,
    reverifyRequestedAt: null,
    imageKey: face.imageKey,
  };
  await tx
    .insert(memberVerifiedFaces)
    .values({ memberId: face.memberId, ...values })
    .onConflictDoUpdate({ target: memberVerifiedFaces.memberId, set: values });
  return old?.imageKey && old.imageKey !== face.imageKey ? old.imageKey : null;
}

/** Asks for a new face check; the first reason stands until a new check clears it. False when there is no face. */
export async function markReverify(db: DbOrTx, memberId: string, reason: ReverifyReason, at: Date): Promise<boolean> {
  const rows = await db
    .update(memberVerifiedFaces)
    .set({
      reverifyReason: sql`coalesce(${memberVerifiedFaces.reverifyReason}, ${reason})`,
      reverifyRequestedAt: sql`coalesce(${memberVerifiedFaces.reverifyRequestedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(memberVerifiedFaces.memberId, memberId))
    .returning({ memberId: memberVerifiedFaces.memberId });
  return rows.length === 1;
}

/** Clears the stored face image's key if it is still `key`; answers whether it did. */
export async function clearImageKey(db: DbOrTx, memberId: string, key: string): Promise<boolean> {
  const rows = await db
    .update(memberVerifiedFaces)
    .set({ imageKey: null })
    .where(and(eq(memberVerifiedFaces.memberId, memberId), eq(memberVerifiedFaces.imageKey, key)))
    .returning({ memberId: memberVerifiedFaces.memberId });
  return rows.length === 1;
}

/**
 * Whether something open still needs the face image for staff (decision 0148): the face itself in review, or a photo
 * still being checked against it, or held as not-you or underage.
 */
export async function faceImageStillNeeded(db: DbOrTx, memberId: string): Promise<boolean> {
  const [face] = await db
    .select({ status: memberVerifiedFaces.status })
    .from(memberVerifiedFaces)
    .where(eq(memberVerifiedFaces.memberId, memberId))
    .limit(1);
  if (face?.status === 'review') return true;
  const [photo] = await db
    .select({ id: memberPhotos.id })
    .from(memberPhotos)
    .where(
      and(
        eq(memberPhotos.memberId, memberId),
        or(
          eq(memberPhotos.status, 'checking'),
          and(eq(memberPhotos.status, 'held'), inArray(memberPhotos.reason, ['not-you', 'underage'])),
        ),
      ),
    )
    .limit(1);
  return photo !== undefined;
}

export async function findConsent(db: DbOrTx, memberId: string, version: string) {
  const [row] = await db
    .select({ acceptedAt: memberBiometricConsents.acceptedAt })
    .from(memberBiometricConsents)
    .where(and(eq(memberBiometricConsents.memberId, memberId), eq(memberBiometricConsents.version, version)))
    .limit(1);
  return row;
}

/** Records the consent to one version once; accepting it again keeps the first time. */
export async function insertConsent(db: DbOrTx, memberId: string, version: string, at: Date) {
  await db.insert(memberBiometricConsents).values({ memberId, version, acceptedAt: at }).onConflictDoNothing();
}

/** Every face image key of the member: the verified face's and the selfies of checks that never completed. */
export async function faceImageKeysOf(db: DbOrTx, memberId: string): Promise<string[]> {
  const [face] = await db
    .select({ key: memberVerifiedFaces.imageKey })
    .from(memberVerifiedFaces)
    .where(eq(memberVerifiedFaces.memberId, memberId));
  const selfies = await db
    .select({ key: sql<string | null>`${livenessChecks.selfie}->>'imageKey'` })
    .from(livenessChecks)
    .where(and(eq(livenessChecks.memberId, memberId), sql`${livenessChecks.selfie} is not null`));
  return [face?.key, ...selfies.map((row) => row.key)].filter((key): key is string => typeof key === 'string');
}
