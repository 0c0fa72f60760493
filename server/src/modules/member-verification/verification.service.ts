import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  BIOMETRIC_CONSENT_TEXT,
  BIOMETRIC_CONSENT_VERSION,
  type BiometricConsentText,
  type MeVerification,
  type ReverifyReason,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { photoKey } from '../../lib/photo-storage';
import type { DbOrTx } from '../../db/client';
import type { FaceTemplate } from '../photo-screening/screening-types';
import { faceStatusOf, reverificationOf } from './verification-rules';
import {
  clearImageKey,
  faceImageStillNeeded,
  faceImageKeysOf,
  findConsent,
  findVerifiedFace,
  insertConsent,
  memberIsVerified,
  replaceVerifiedFace,
  markReverify,
  type NewVerifiedFace,
} from './verification.repository';

/** The consent text the apps show, its version, and whether this member accepted it (decision 0148). */
export async function biometricConsentFor(db: DbOrTx, memberId: string): Promise<BiometricConsentText> {
  const consent = await findConsent(db, memberId, BIOMETRIC_CONSENT_VERSION);
  return {
    version: BIOMETRIC_CONSENT_VERSION,
    text: BIOMETRIC_CONSENT_TEXT,
    acceptedAt: consent?.acceptedAt.toISOString() ?? null,
  };
}

export const recordBiometricConsent = (db: DbOrTx, memberId: string, at: Date) =>
  insertConsent(db, memberId, BIOMETRIC_CONSENT_VERSION, at);

/** Whether the member accepted the current text: the face check may start and sign-up may finish only then. */
export const hasBiometricConsent = async (db: DbOrTx, memberId: string) =>
  (await findConsent(db, memberId, BIOMETRIC_CONSENT_VERSION)) !== undefined;

/** What `GET /me` says of the badge and the face check. */
export async function meVerification(
  db: DbOrTx,
  memberId: string,
  onlyVerified: boolean,
  now: Date,
): Promise<MeVerification> {
  const [face, verified] = await Promise.all([findVerifiedFace(db, memberId), memberIsVerified(db, memberId)]);
  return { verified, faceStatus: faceStatusOf(face), reverification: reverificationOf(face, now), onlyVerified };
}

/** The face check's state for sign-up: a face waiting for staff, or refused by them, stops sign-up from finishing. */
export async function verifiedFaceStatus(db: DbOrTx, memberId: string) {
  return faceStatusOf(await findVerifiedFace(db, memberId));
}

/**
 * Takes the badge away until a new face check passes (decision 0146): after a phone change, when staff act on a
 * fake-photos report; the yearly rule needs no call (member-verified.sql reads verified_at). A member without a face
 * check has no badge to lose: nothing changes.
 */
export async function requestReverification(db: DbOrTx, memberId: string, reason: ReverifyReason): Promise<void> {
  await markReverify(db, memberId, reason, new Date());
}

/** The verified face's template for matching photos (H1's screening job); none while refused by staff or absent. */
export async function verifiedFaceTemplate(db: DbOrTx, memberId: string): Promise<FaceTemplate | undefined> {
  const face = await findVerifiedFace(db, memberId);
  if (!face || face.status === 'rejected') return undefined;
  return face.template as FaceTemplate;
}

/** Staff evidence: the face image, only while a review needs it (decision 0148); otherwise it is gone. */
export async function verifiedFaceImage(ctx: AppContext, memberId: string): Promise<Buffer | undefined> {
  const face = await findVerifiedFace(ctx.db, memberId);
  return face?.imageKey ? ctx.photos.get(face.imageKey) : undefined;
}

/** The face image as kept: re-encoded, so nothing of the upload's metadata (GPS, device) is stored with it. */
export async function storeFaceImage(ctx: AppContext, bytes: Uint8Array): Promise<string> {
  // A photo-shaped key under a random id of its own: no member_photos row names it, so no photo route can serve it.
  const key = photoKey(randomBytes(18).toString('base64url'), 'full');
  const jpeg = await sharp(bytes).rotate().resize(800, 800, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer();
  await ctx.photos.put(key, jpeg, 'image/jpeg');
  return key;
}

/** Saves a passed face check (liveness reference image or sandbox selfie), replacing any earlier one. */
export async function saveVerifiedFace(ctx: AppContext, tx: DbOrTx, face: NewVerifiedFace): Promise<string | null> {
  return replaceVerifiedFace(tx, face);
}

/**
 * Deletes the face image once nothing open needs it (decision 0148). Called after a face check is saved and whenever a
 * review or a photo check of the member settles (screening job, staff decisions); safe to call any time.
 */
export async function settleFaceImage(ctx: AppContext, memberId: string): Promise<void> {
  const face = await findVerifiedFace(ctx.db, memberId);
  if (!face?.imageKey || (await faceImageStillNeeded(ctx.db, memberId))) return;
  if (await clearImageKey(ctx.db, memberId, face.imageKey)) await ctx.photos.remove([face.imageKey]);
}

/** Account deletion: the face image and any selfie of an unfinished check go with the account (rows by cascade). */
export async function discardFaceImages(ctx: AppContext, memberId: string): Promise<void> {
  const keys = await faceImageKeysOf(ctx.db, memberId);
  if (keys.length > 0) await ctx.photos.remove(keys);
}
