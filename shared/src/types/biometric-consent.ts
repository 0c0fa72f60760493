/**
 * The biometric consent (decision 0148, NDPA 2023 s.30: facial data is sensitive personal data). The apps show this
 * exact text, `GET /me/signup/biometric-consent` serves it, and `PUT /me/signup/biometric-consent` records the version
 * the member accepted. A change of wording is a new version: add it, never edit a published one.
 */
export const BIOMETRIC_CONSENT_VERSION = '2026-12-02';

export const BIOMETRIC_CONSENT_TEXT = [
  'Before you meet anyone, we check that you are a real adult and that your photos are of you. This needs your ' +
    'face, which the law treats as sensitive personal data, so we ask for your consent first.',
  'What happens: you take a face check (a selfie). From it our systems work out an estimated age and a face ' +
    'template, a list of numbers that describes your face. Each photo you upload is compared with that template, ' +
    'and is shown to others only if it passes.',
  'What we keep: whether your face check passed or failed, and the face template. The template is used only to ' +
    'match your own photos to you; it is never shown to anyone, sold or used for anything else. Both are deleted ' +
    'when you delete your account. We ask for a new face check after a phone number change, after staff act on a ' +
    'report that your photos are not you, and once a year; the new template then replaces the old one.',
  'Your face picture itself is kept only while it is needed: until the photos you have already uploaded have been ' +
    'compared with it, and, when staff must look at it (your estimated age is close to or under 18, or a photo of ' +
    'yours is held because it may not be you or may show a child), until they decide. Then it is deleted. Only ' +
    'staff can see it; it is never shown to other members.',
  'You can withdraw by deleting your account in Settings. Without this consent you cannot finish signing up, ' +
    'because every member is checked.',
].join('\n\n');

/** Member-facing texts of verification (decisions 0146, 0148). */
export const FACE_CHECK_MESSAGES = {
  consentRequired: 'Agree to the face check first',
  acceptConsent: 'You must agree to the face check to continue',
  consentOutdated: 'Please read and agree to the updated face check consent',
  selfieRequired: 'Take your selfie first',
  selfieNoSession: 'Start the face check first',
  selfieNotUsed: 'This face check takes no separate selfie',
  selfieMissing: 'Choose a photo to upload',
  selfieUnreadable: 'We could not read that picture. Please take the selfie again',
  selfieNoFace: 'We could not see a face. Please take the selfie again, facing the camera in good light',
  selfieSeveralFaces: 'More than one face is in the picture. Please take the selfie on your own',
  underReview: 'Your face check is being reviewed. We will let you know when it is done',
  faceRejected: 'Your face check was not accepted. Please contact support',
  reverifyPhoneChange: 'You changed your phone number. Take a new face check to keep your verified badge',
  reverifyFakePhotos: 'Take a new face check to keep your verified badge',
  reverifyYearly: 'It has been a year since your face check. Take a new one to keep your verified badge',
} as const;

/** Why the badge must be earned again (decision 0146). */
export const REVERIFY_REASONS = ['phone-change', 'fake-photos-report', 'yearly'] as const;
export type ReverifyReason = (typeof REVERIFY_REASONS)[number];
