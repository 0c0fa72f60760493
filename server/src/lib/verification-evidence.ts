import type { VerificationMemberBasics } from '@blynd/shared';

/**
 * What the Verification screen shows of a member and of the verified face (decision 0137), for the photo and the face
 * reviews alike. The face image's path answers only while a review keeps the image; else the screen says so.
 */
export const faceImagePath = (memberId: string) => `/api/v1/admin/verification/faces/${memberId}/image`;

export const toMemberBasics = (member: {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  gender: string | null;
  dob: string | null;
  createdAt: Date;
}): VerificationMemberBasics => ({
  _id: member.id,
  firstName: member.firstName,
  lastName: member.lastName,
  phone: member.phone,
  gender: member.gender,
  dob: member.dob,
  joinedAt: member.createdAt.toISOString(),
});

type FaceColumns = {
  status: 'verified' | 'review' | 'rejected';
  source: 'liveness' | 'selfie';
  ageEstimate: number | null;
  ageLow: number | null;
  imageKey: string | null;
};

export const toFaceEvidence = (memberId: string, face: FaceColumns | null) => ({
  status: face?.status ?? null,
  source: face?.source ?? null,
  ageEstimate: face?.ageEstimate ?? null,
  ageLow: face?.ageLow ?? null,
  imageUrl: face?.imageKey ? faceImagePath(memberId) : null,
});
