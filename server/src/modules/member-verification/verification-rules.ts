import { FACE_CHECK_MESSAGES, type MeVerification, type ReverifyReason } from '@blynd/shared';

/** A face check counts for 12 months (decision 0146); member-verified.sql has the same interval. */
export const VERIFIED_FACE_MONTHS = 12;

const REVERIFY_TEXT: Record<ReverifyReason, string> = {
  'phone-change': FACE_CHECK_MESSAGES.reverifyPhoneChange,
  'fake-photos-report': FACE_CHECK_MESSAGES.reverifyFakePhotos,
  yearly: FACE_CHECK_MESSAGES.reverifyYearly,
};

type FaceState = { status: 'verified' | 'review' | 'rejected'; verifiedAt: Date | null; reverifyReason: string | null };

const yearAfter = (at: Date) => {
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + VERIFIED_FACE_MONTHS);
  return end;
};

/** Why a new face check is asked, if it is: the reason staff or a phone change set, else a year gone by. */
export function reverificationOf(face: FaceState | undefined, now: Date): MeVerification['reverification'] {
  if (!face || face.status !== 'verified') return null;
  const reason =
    (face.reverifyReason as ReverifyReason | null) ??
    (face.verifiedAt && yearAfter(face.verifiedAt) <= now ? 'yearly' : null);
  return reason ? { reason, message: REVERIFY_TEXT[reason] } : null;
}

export const faceStatusOf = (face: FaceState | undefined): MeVerification['faceStatus'] => face?.status ?? 'none';
