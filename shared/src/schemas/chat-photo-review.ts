import { z } from 'zod';
import { isoDate } from './admin-api';
import { PHOTO_REASONS } from './member-profile';
import { photoDecisionSchema } from './verification';

// ---------------------------------------------------------------------------------------------
// Control centre: photos sent in chat that the screening held for staff (decision 0178). Listed on the Verification
// screen beside held profile photos and in the one moderation queue; staff open the picture (audited) and approve it
// (the other member may then see it) or remove it with a reason (its sender is told in the feed).
// ---------------------------------------------------------------------------------------------

export const CHAT_PHOTO_REVIEW_MESSAGES = {
  photoNotFound: 'Chat photo not found',
  alreadyDecided: 'This chat photo has already been decided',
} as const;

/** What the sender reads in the feed when staff remove a photo they sent in chat. */
export const CHAT_PHOTO_NOTICES = {
  removed: (reason: string) => ({
    title: 'A photo you sent was removed',
    body: `Our team checked a photo you sent in a chat and removed it (${reason}). The other member will never see it.`,
  }),
} as const;

/** POST /verification/chat-photos/{id}/decision: the profile photos' decision body (reject: remove, with a reason). */
export const chatPhotoDecisionSchema = photoDecisionSchema;
export type ChatPhotoDecisionInput = z.infer<typeof chatPhotoDecisionSchema>;

export const chatPhotoParamsSchema = z.object({
  id: z.string().uuid({ error: CHAT_PHOTO_REVIEW_MESSAGES.photoNotFound }),
});

export const chatPhotoHoldItemSchema = z.object({
  _id: z.string(),
  status: z.literal('held'),
  reason: z.enum(PHOTO_REASONS).nullable(),
  /** The admin-authorised path of the picture (a bearer token is needed; each opening is audited). */
  imageUrl: z.string(),
  /** The provider's scores, and the picture it duplicates if any, as the screening job kept them. */
  screening: z.record(z.string(), z.unknown()).nullable(),
  /** Whether it was sent in a message yet (an unsent upload reaches no one). */
  sent: z.boolean(),
  uploadedAt: isoDate,
  screenedAt: isoDate.nullable(),
  /** The sender; null once their account is deleted (a kept photo outlives it). */
  sender: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string() }).nullable(),
});
export type ChatPhotoHoldItem = z.infer<typeof chatPhotoHoldItemSchema>;

/** GET /verification/chat-photos: held chat photos, oldest first. */
export const chatPhotoHoldsSchema = z.object({ photos: z.array(chatPhotoHoldItemSchema) });
export type ChatPhotoHolds = z.infer<typeof chatPhotoHoldsSchema>;

export const chatPhotoDecisionResponseSchema = z.object({
  message: z.string(),
  attachment: z.object({
    _id: z.string(),
    status: z.enum(['approved', 'removed']),
    reason: z.enum(PHOTO_REASONS).nullable(),
  }),
});
export type ChatPhotoDecisionResponse = z.infer<typeof chatPhotoDecisionResponseSchema>;
