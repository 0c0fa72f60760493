import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { uuidField } from './common';
import { MEMBER_PLATFORMS } from './member-auth';
import { pageLimitField } from './member-cards';

/** Texts of the photos, devices, feed and account routes (docs/member-api.md#profile-and-me). */
export const MEMBER_PROFILE_MESSAGES = {
  photoRequired: 'Attach a photo in the "photo" field',
  photoTooLarge: 'Photos can be at most 10 MB',
  photoTooManyPixels: 'Photos can be at most 60 megapixels',
  photoType: 'Photos must be JPEG, PNG or WebP images',
  tooManyPhotos: 'You can have at most 6 photos. Delete one first',
  photoNotFound: 'Photo not found',
  photoOrder: 'List each of your photos exactly once',
  photoDeleted: 'Photo deleted',
  photosReordered: 'Photos reordered',
  pushTokenSaved: 'Push token saved',
  pushTokenRemoved: 'Push token removed',
  notificationsRead: 'Notifications marked as read',
  accountDeleted:
    'Your account has been deleted. To protect other members, blocks and reports made against it are kept under a one-way key of your phone number and apply again if the number signs up.',
  supportReceived: 'Thanks, our support team will get back to you',
  invalidCursor: 'Invalid cursor',
  photoAppealed: 'Thanks: a member of our team will look at this photo again',
  photoAppealedAlready: 'You have already appealed this photo',
  photoNotAppealable: 'Only a rejected photo can be appealed',
  firstPhotoNeedsFace: "Your first photo must show your face and no one else's: put another photo first",
} as const;

export const MAX_MEMBER_PHOTOS = 6;
export const PHOTO_SIZES = ['full', 'thumb'] as const;

/** Where a photo stands: only `approved` photos reach anyone but the owner (decision 0149). */
export const PHOTO_STATUSES = ['checking', 'approved', 'held', 'rejected'] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];
export const PHOTO_REASONS = [
  'nudity',
  'violence',
  'no-face',
  'not-you',
  'several-faces',
  'underage',
  'duplicate',
  'unreadable',
] as const;
export type PhotoReason = (typeof PHOTO_REASONS)[number];
export const PHOTO_FACE_MATCHES = ['match', 'no-face', 'mismatch'] as const;
/** Each reason in plain words, as the owner reads it beside a held or rejected photo. */
export const PHOTO_REASON_TEXTS: Record<PhotoReason, string> = {
  nudity: 'It may show nudity.',
  violence: 'It may show violence.',
  'no-face': 'Your first photo must show your face.',
  'not-you': 'The face does not look like the one you verified.',
  'several-faces': 'Your first photo must show only you.',
  underage: 'It may show someone under 18.',
  duplicate: 'It looks like a photo already on Blynd.',
  unreadable: 'We could not read this image. Try another file.',
};
/** What the owner sees beside an own photo while it is screened or waits for staff. */
export const PHOTO_STATUS_TEXTS = {
  checking: 'Checking your photo…',
  held: 'Waiting for our team to look at it',
  rejected: 'Not shown to anyone',
  appealSent: 'Appeal sent: our team will look at it again',
} as const;

/** An own photo as its owner sees it: its place, placeholder and where its screening stands. */
export const memberPhotoSchema = z.object({
  _id: z.string(),
  position: z.number().int(),
  placeholder: z.string(),
  status: z.enum(PHOTO_STATUSES),
  /** Why a photo is held or rejected; null while checking and once approved. */
  reason: z.enum(PHOTO_REASONS).nullable(),
  /** Whether the photo shows the verified face; null until screened. */
  faceMatch: z.enum(PHOTO_FACE_MATCHES).nullable(),
  /** When the owner appealed a rejection (one appeal a photo), else null. */
  appealedAt: z.string().nullable(),
});
export type MemberPhoto = z.infer<typeof memberPhotoSchema>;
export const memberPhotoListSchema = z.object({ items: z.array(memberPhotoSchema) });
export const photoAppealResponseSchema = z.object({ message: z.string(), photo: memberPhotoSchema });
export type PhotoAppealResponse = z.infer<typeof photoAppealResponseSchema>;

export const photoIdParamsSchema = z.object({ id: uuidField(MEMBER_PROFILE_MESSAGES.photoNotFound) });
export const photoBytesQuerySchema = z.object({
  size: z.enum(PHOTO_SIZES, { error: 'size must be full or thumb' }).default('full'),
});

export const photoOrderSchema = z.object({
  ids: z
    .array(uuidField(MEMBER_PROFILE_MESSAGES.photoOrder), { error: MEMBER_PROFILE_MESSAGES.photoOrder })
    .min(1, { error: MEMBER_PROFILE_MESSAGES.photoOrder })
    .max(MAX_MEMBER_PHOTOS, { error: MEMBER_PROFILE_MESSAGES.photoOrder }),
});
export type PhotoOrderInput = z.infer<typeof photoOrderSchema>;

export const pushTokenSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, { error: 'token is required' }).max(4096),
  platform: z.enum(MEMBER_PLATFORMS, { error: 'Platform must be ios or android' }),
});
export type PushTokenInput = z.infer<typeof pushTokenSchema>;

export const FEED_PAGE_DEFAULT = 20;
export const feedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimitField(FEED_PAGE_DEFAULT),
});
export const feedItemSchema = z.object({
  _id: z.string(),
  /** admin | announcement (now); like | match | photo-request | unlock (part 2) */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** What the entry is about, for the app to open: a match (match, unlock) or a photo request; never a liker. */
  relatedId: z.string().nullable().optional(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;
export const feedResponseSchema = z.object({ items: z.array(feedItemSchema), nextCursor: z.string().nullable() });
export type FeedResponse = z.infer<typeof feedResponseSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadSchema = z.union(
  [
    z.object({ ids: z.array(uuidField('Invalid notification id')).min(1).max(100) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Send ids (a list of notification ids) or all: true' },
);
export type MarkReadInput = z.infer<typeof markReadSchema>;

export const supportMessageSchema = z.object({
  subject: memberTextField({ required: 'Subject is required', max: 200, tooLong: 'Subject is too long' }),
  message: memberTextField({ required: 'Message is required', max: 5000, tooLong: 'Message is too long' }),
});
export type SupportMessageInput = z.infer<typeof supportMessageSchema>;

/** Everything stored about a member, for the NDPA 2023 access right. Photos are listed, their bytes fetched by id. */
export const memberExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.record(z.string(), z.unknown()),
  signup: z.record(z.string(), z.unknown()).nullable(),
  photos: z.array(memberPhotoSchema.extend({ flagged: z.boolean(), createdAt: z.string() })),
  sessions: z.array(z.record(z.string(), z.unknown())),
  devices: z.array(z.object({ platform: z.string(), createdAt: z.string() })),
  notifications: z.array(feedItemSchema),
  blocks: z.array(z.object({ memberId: z.string(), createdAt: z.string() })),
  supportMessages: z.array(z.object({ subject: z.string(), message: z.string(), createdAt: z.string() })),
  payments: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  likesGiven: z.array(z.object({ memberId: z.string(), createdAt: z.string() })),
  passes: z.array(z.object({ memberId: z.string(), createdAt: z.string() })),
  matches: z.array(
    z.object({
      _id: z.string(),
      memberId: z.string(),
      createdAt: z.string(),
      endedAt: z.string().nullable(),
      photosUnlockedAt: z.string().nullable(),
    }),
  ),
  /** memberId is null once the reported account was deleted (decision 0124). */
  reportsMade: z.array(
    z.object({ kind: z.string(), memberId: z.string().nullable(), reason: z.string(), createdAt: z.string() }),
  ),
  /** The messages the member sent, by match and in order; the other side's words are not theirs to export. */
  messages: z.array(
    z.object({
      matchId: z.string(),
      seq: z.number().int(),
      text: z.string(),
      sentAt: z.string(),
      /** Rich chat (decisions 0157, 0168): the kind, and the voice note or photo sent (its bytes at /attachments/:id). */
      kind: z.enum(['text', 'voice', 'photo']),
      attachment: z
        .object({
          _id: z.string(),
          kind: z.enum(['voice', 'photo']),
          mimeType: z.string(),
          bytes: z.number().int(),
          durationMs: z.number().int().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type MemberExport = z.infer<typeof memberExportSchema>;
