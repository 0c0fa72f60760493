import { z } from 'zod';
import { adminIdField, isoDate } from './admin-api';
import { PHOTO_REASONS, type PhotoReason } from './member-profile';

// ---------------------------------------------------------------------------------------------
// Control centre: Verification (decision 0137). Held photos, rejected photos with an appeal, and accounts whose
// verified face waits for an age review, oldest first, with the evidence side by side.
// ---------------------------------------------------------------------------------------------

/** Each reason in the staff's words (the screen's reason picker and evidence). */
export const PHOTO_REASON_LABELS: Record<PhotoReason, string> = {
  nudity: 'Nudity',
  violence: 'Violence',
  'no-face': 'No face on the first photo',
  'not-you': 'Not the verified face',
  'several-faces': 'Several faces on the first photo',
  underage: 'May be under 18',
  duplicate: "Another member's or a removed photo",
  unreadable: 'Unreadable image',
};

export const REVIEW_NOTE_MAX = 500;

export const VERIFICATION_REVIEW_MESSAGES = {
  photoNotFound: 'Photo not found',
  faceNotFound: 'No verified face for this member',
  noImageKept: 'No image kept',
  badDecision: 'Choose approve or reject',
  reasonRequired: 'Choose the reason for rejecting',
  badReason: `The reason must be one of ${PHOTO_REASONS.join(', ')}`,
  noteRequired: 'Write a note saying why',
  noteTooLong: `The note must be at most ${REVIEW_NOTE_MAX} characters`,
  photoAlreadyDecided: 'This photo has already been decided',
  faceAlreadyDecided: 'This age review has already been decided',
} as const;

/** What the member reads in the feed after a decision: said plainly, with what happens next. */
export const VERIFICATION_NOTICES = {
  photoApproved: {
    title: 'Your photo is approved',
    body: 'Our team checked your photo and approved it. Members can now see it where your photos are shown.',
  },
  photoRejected: (reason: string) => ({
    title: 'Your photo was not approved',
    body: `Our team checked your photo and did not approve it (${reason}). Others will never see it. You may appeal once from your photos if you think this is wrong.`,
  }),
  appealRejected: (reason: string) => ({
    title: 'Your appeal was reviewed',
    body: `Our team looked at your photo again and kept the decision (${reason}). Others will never see it; this decision is final.`,
  }),
  faceApproved: {
    title: 'Your age check is done',
    body: 'Our team reviewed your verification and confirmed you are 18 or over. You can finish signing up now.',
  },
  faceRejected: {
    title: 'We could not confirm your age',
    body: 'Blynd is only for adults. Our team reviewed your verification and could not confirm that you are 18 or over, so your sign-up cannot be finished. Contact us if you think this is wrong.',
  },
} as const;

/** What members read for a reason, inside the notices above. */
export const PHOTO_REASON_MEMBER_TEXT: Record<PhotoReason, string> = {
  nudity: 'it shows nudity',
  violence: 'it shows violence',
  'no-face': 'your first photo must show your face',
  'not-you': 'it does not show your verified face',
  'several-faces': 'your first photo must show only you',
  underage: 'it may show someone under 18',
  duplicate: "it is the same picture as another member's or a removed photo",
  unreadable: 'the image could not be read',
};

const reviewNote = z
  .string({ error: VERIFICATION_REVIEW_MESSAGES.noteRequired })
  .trim()
  .min(1, { error: VERIFICATION_REVIEW_MESSAGES.noteRequired })
  .max(REVIEW_NOTE_MAX, { error: VERIFICATION_REVIEW_MESSAGES.noteTooLong });

const decision = z.enum(['approve', 'reject'], { error: VERIFICATION_REVIEW_MESSAGES.badDecision });

/** POST /verification/photos/{id}/decision: a reject names its reason; both carry a note for the audit log. */
export const photoDecisionSchema = z
  .object({
    adminId: adminIdField,
    decision,
    reason: z.enum(PHOTO_REASONS, { error: VERIFICATION_REVIEW_MESSAGES.badReason }).optional(),
    note: reviewNote,
  })
  .refine((body) => body.decision === 'approve' || body.reason !== undefined, {
    error: VERIFICATION_REVIEW_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type PhotoDecisionInput = z.infer<typeof photoDecisionSchema>;

/** POST /verification/faces/{memberId}/decision: approve (18 or over) lets sign-up finish; reject keeps it from finishing. */
export const faceDecisionSchema = z.object({ adminId: adminIdField, decision, note: reviewNote });
export type FaceDecisionInput = z.infer<typeof faceDecisionSchema>;

export const verificationPhotoParamsSchema = z.object({
  id: z.string().uuid({ error: VERIFICATION_REVIEW_MESSAGES.photoNotFound }),
});
export const verificationMemberParamsSchema = z.object({
  memberId: z.string().uuid({ error: VERIFICATION_REVIEW_MESSAGES.faceNotFound }),
});

const memberBasicsSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  joinedAt: isoDate,
});
export type VerificationMemberBasics = z.infer<typeof memberBasicsSchema>;

const faceEvidenceSchema = z.object({
  /** The verified face's status (verified, review, rejected); null when the member has none yet. */
  status: z.enum(['verified', 'review', 'rejected']).nullable(),
  source: z.enum(['liveness', 'selfie']).nullable(),
  ageEstimate: z.number().nullable(),
  ageLow: z.number().nullable(),
  /** The admin path of the face image while a review keeps it; null: no image kept. */
  imageUrl: z.string().nullable(),
});

export const verificationPhotoItemSchema = z.object({
  _id: z.string(),
  /** held: waits for staff; appeal: rejected, and the member appealed once. */
  queue: z.enum(['held', 'appeal']),
  status: z.enum(['held', 'rejected']),
  reason: z.string().nullable(),
  faceMatch: z.string().nullable(),
  position: z.number().int(),
  /** The admin-authorised path of the photo's bytes (a bearer token is needed). */
  photoUrl: z.string(),
  /** The provider's scores and evidence as the screening job kept them. */
  screening: z.record(z.string(), z.unknown()).nullable(),
  uploadedAt: isoDate,
  screenedAt: isoDate.nullable(),
  appealedAt: isoDate.nullable(),
  reviewNote: z.string().nullable(),
  member: memberBasicsSchema,
  face: faceEvidenceSchema,
});
export type VerificationPhotoItem = z.infer<typeof verificationPhotoItemSchema>;

export const verificationFaceItemSchema = z.object({
  member: memberBasicsSchema,
  face: faceEvidenceSchema,
  provider: z.string(),
  createdAt: isoDate,
});
export type VerificationFaceItem = z.infer<typeof verificationFaceItemSchema>;

/** GET /verification/photos and GET /verification/faces. */
export const verificationPhotosSchema = z.object({ photos: z.array(verificationPhotoItemSchema) });
export type VerificationPhotos = z.infer<typeof verificationPhotosSchema>;
export const verificationFacesSchema = z.object({ faces: z.array(verificationFaceItemSchema) });
export type VerificationFaces = z.infer<typeof verificationFacesSchema>;

export const photoDecisionResponseSchema = z.object({
  message: z.string(),
  photo: z.object({ _id: z.string(), status: z.enum(['approved', 'rejected']), reason: z.string().nullable() }),
});
export type PhotoDecisionResponse = z.infer<typeof photoDecisionResponseSchema>;

export const faceDecisionResponseSchema = z.object({
  message: z.string(),
  face: z.object({ memberId: z.string(), status: z.enum(['verified', 'rejected']) }),
});
export type FaceDecisionResponse = z.infer<typeof faceDecisionResponseSchema>;

/**
 * What the public pages say runs the checks (decision 0138), by the operator's configuration, so the privacy policy
 * and the child-safety page name what this deployment really uses and nothing more.
 */
export const PHOTO_CHECKS_BY = {
  local:
    'models that run on our own servers: face detection, face descriptors and age estimation (face-api) and a nudity classifier (nsfwjs). No photo leaves our servers for these checks',
  rekognition:
    'Amazon Rekognition, a service of Amazon Web Services, to which each image is sent for the check (face detection and age range, face comparison, and its moderation labels for nudity and violence)',
  sandbox:
    'a test stand-in that approves every photo without looking at it. This copy of the service is for testing only and is not open to the public',
} as const;

export const FACE_CHECK_BY = {
  rekognition:
    'a live video check (Amazon Rekognition Face Liveness), whose reference image becomes your verified face',
  sandbox: 'a selfie you take in the app (a selfie check: it does not prove the picture was taken live)',
} as const;
