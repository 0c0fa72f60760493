import { z } from 'zod';
import { uuidField } from './common';
import { cursorPageSchema, memberCardSchema, pageLimitField } from './member-cards';

/** Texts of the matches and photo-unlock routes (docs/member-api.md#photo-requests); the apps show them as they are. */
export const MEMBER_MATCH_MESSAGES = {
  matchNotFound: 'Match not found',
  photoRequestNotFound: 'Photo request not found',
  photosAlreadyUnlocked: "You can already see each other's photos",
  answerTheirRequest: 'Your match already asked to exchange photos: accept their request instead',
  requestAlreadyAccepted: 'This photo request was already accepted',
  photoRequestExpired: 'This photo request has expired',
  photosNotShared: 'Your photos are not shared with this match',
  unmatched: 'Unmatched',
  photoRequestAccepted: 'Photos unlocked',
  photoRequestDeclined: 'Photo request declined',
  photosRevoked: 'Your photos are hidden from this match again',
  invalidCursor: 'Invalid cursor',
  // Feed and push texts: no photo URL and no liker identity in any of them.
  matchTitle: "It's a match",
  matchBody: 'You liked each other. You can now ask to exchange photos.',
  photoRequestTitle: 'Photo request',
  photoRequestBody: 'A match asked to exchange photos with you.',
  unlockTitle: 'Photos unlocked',
  unlockBody: "You and your match can now see each other's photos.",
} as const;

/** A photo request stays answerable (and `pending` to its asker, even when silently declined) this long. */
export const PHOTO_REQUEST_TTL_DAYS = 7;

export const PHOTO_REQUEST_STATES = ['none', 'pending', 'accepted'] as const;

/** The page size of matches, incoming photo requests and likes received or sent unless `limit` says otherwise. */
export const SOCIAL_PAGE_DEFAULT = 20;
export const socialListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimitField(SOCIAL_PAGE_DEFAULT),
});
export const matchIdParamsSchema = z.object({ id: uuidField(MEMBER_MATCH_MESSAGES.matchNotFound) });
export const photoRequestIdParamsSchema = z.object({ id: uuidField(MEMBER_MATCH_MESSAGES.photoRequestNotFound) });

/**
 * The photo exchange of a match as the caller sees it. `declined` is never shown: the asker keeps
 * seeing `pending` until the request expires; `_id` is null when there is no request.
 */
export const photoRequestSummarySchema = z.object({
  _id: z.string().nullable(),
  state: z.enum(PHOTO_REQUEST_STATES),
  askedByMe: z.boolean(),
});
export type PhotoRequestSummary = z.infer<typeof photoRequestSummarySchema>;

export const matchItemSchema = z.object({
  _id: z.string(),
  member: memberCardSchema,
  createdAt: z.string(),
  photoRequest: photoRequestSummarySchema,
  /** Present (true) while the partner is snoozed (decision 0165): the match stays, discover no longer shows them. */
  snoozed: z.literal(true).optional(),
});
export type MatchItem = z.infer<typeof matchItemSchema>;
export const matchListSchema = cursorPageSchema(matchItemSchema);
export type MatchList = z.infer<typeof matchListSchema>;

export const incomingPhotoRequestSchema = z.object({
  _id: z.string(),
  matchId: z.string(),
  from: memberCardSchema,
  createdAt: z.string(),
});
export type IncomingPhotoRequest = z.infer<typeof incomingPhotoRequestSchema>;
export const incomingPhotoRequestListSchema = cursorPageSchema(incomingPhotoRequestSchema);
export type IncomingPhotoRequestList = z.infer<typeof incomingPhotoRequestListSchema>;

/** POST /matches/:id/photo-request: the request as its asker sees it (always `pending` until it expires). */
export const photoRequestCreatedSchema = z.object({
  _id: z.string(),
  matchId: z.string(),
  state: z.literal('pending'),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PhotoRequestCreated = z.infer<typeof photoRequestCreatedSchema>;

export const photoRequestAnswerSchema = z.object({ message: z.string(), matchId: z.string() });
export type PhotoRequestAnswer = z.infer<typeof photoRequestAnswerSchema>;
