import { z } from 'zod';
import { cursorPageSchema, memberCardSchema } from './member-cards';
import { matchItemSchema } from './member-matches';

/** Texts of the likes routes (docs/member-api.md#likes-matches-and-declines); the apps show them as they are. */
export const MEMBER_LIKE_MESSAGES = {
  memberNotFound: 'Member not found',
  likeNotFound: 'Like not found',
  cannotLikeYourself: 'You cannot like yourself',
  alreadyMatched: 'You have already matched with this member',
  noLongerAvailable: 'You can no longer like this member',
  likeAnswered: 'This like was answered with a match: unmatch instead',
  dailyLimit: 'You have used your 100 likes for today. More tomorrow',
  invalidCursor: 'Invalid cursor',
  // Feed and push texts: never who liked.
  likedTitle: 'Someone liked your bio',
  likedBody: 'Like them back to match. Premium shows you who already likes you.',
} as const;

export const DAILY_LIKE_LIMIT = 100;

export const likeResponseSchema = z.object({
  liked: z.literal(true),
  matched: z.boolean(),
  match: matchItemSchema.optional(),
});
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const likeWithdrawnSchema = z.object({ liked: z.literal(false) });
export type LikeWithdrawn = z.infer<typeof likeWithdrawnSchema>;

/**
 * GET /likes/received. Premium: the likers' cards, newest like first. Free: only how many, with no item,
 * cursor or anything else that could tell a liker apart.
 */
/** `count` stops at 100; `countCapped` says there are more (the app shows "100+"). */
export const likesReceivedSchema = cursorPageSchema(memberCardSchema).extend({
  count: z.number().int(),
  countCapped: z.boolean(),
  premiumRequired: z.boolean(),
});
export type LikesReceived = z.infer<typeof likesReceivedSchema>;

export const likesSentSchema = cursorPageSchema(memberCardSchema);
export type LikesSent = z.infer<typeof likesSentSchema>;
