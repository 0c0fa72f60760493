import { z } from 'zod';
import { memberAuctionSchema } from './auctions';
import { attachmentSchema, chatMessageSchema, reactionSchema } from './member-chat';
import { matchItemSchema } from './member-matches';
import { feedItemSchema, memberPhotoSchema } from './member-profile';
import { tokenBalanceSchema } from './tokens';

/**
 * The live channel's frames (docs/member-api.md, "The live channel"), both directions. The server types what it
 * publishes with `LiveFrame`; the web app and the test clients parse what they receive with `liveFrameSchema`, and the server
 * parses what an app sends with `liveClientFrameSchema`. Objects are not strict: a newer server may add a field.
 */
export const liveFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), matchId: z.string(), message: chatMessageSchema }),
  z.object({ type: z.literal('read'), matchId: z.string(), seq: z.number().int() }),
  /** A message's reactions changed: each member's view (`fromMe` from the receiver's side), once. */
  z.object({
    type: z.literal('reaction'),
    matchId: z.string(),
    seq: z.number().int(),
    reactions: z.array(reactionSchema),
  }),
  /** A sent photo's screening status changed: each member's view of the attachment. */
  z.object({ type: z.literal('attachment'), matchId: z.string(), seq: z.number().int(), attachment: attachmentSchema }),
  z.object({ type: z.literal('typing'), matchId: z.string() }),
  z.object({ type: z.literal('match'), match: matchItemSchema }),
  z.object({ type: z.literal('match-ended'), matchId: z.string() }),
  z.object({ type: z.literal('notification'), item: feedItemSchema }),
  /** Price and end changes of an auction the member bid on (§8): the whole member view today, a part is enough. */
  z.object({ type: z.literal('auction'), auction: memberAuctionSchema.partial().extend({ _id: z.string() }) }),
  tokenBalanceSchema.extend({ type: z.literal('tokens') }),
  /** To the owner only: an own photo's screening verdict (decision 0149), the photo as GET /me/photos lists it. */
  z.object({ type: z.literal('photo'), photo: memberPhotoSchema }),
  /** The answers to an app's own frames: `ping`, and a frame the server could not take. */
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), error: z.string() }),
]);
export type LiveFrame = z.infer<typeof liveFrameSchema>;
export type LiveFrameType = LiveFrame['type'];
/** A frame of one type, e.g. `LiveFrameOf<'auction'>`. */
export type LiveFrameOf<T extends LiveFrameType> = Extract<LiveFrame, { type: T }>;

/** Frames the app may send on the live channel. */
export const liveClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({ type: z.literal('typing'), matchId: z.string().uuid() }),
]);
export type LiveClientFrame = z.infer<typeof liveClientFrameSchema>;
