import { z } from 'zod';
import { AD_SLOT_KEYS } from '../types/constants';
import { uuidField } from './common';
import { cursorPageSchema, memberCardSchema, pageLimitField, pageLimitMessage } from './member-cards';

export const DISCOVER_PAGE_DEFAULT = 20;
export const DISCOVER_PAGE_MAX = 50;

/** Texts of discover, passes and the in-app ads (docs/member-api.md#discover-and-picks). */
export const MEMBER_DISCOVER_MESSAGES = {
  memberNotFound: 'Member not found',
  passNotFound: 'Pass not found',
  onlyLatestPass: 'Only your latest pass can be undone',
  passUndone: 'Pass undone',
  invalidCursor: 'Invalid cursor',
  limitRange: pageLimitMessage(DISCOVER_PAGE_MAX),
  adNotFound: 'Ad not found',
} as const;

export const discoverQuerySchema = z.object({
  cursor: z.string().max(300, { error: MEMBER_DISCOVER_MESSAGES.invalidCursor }).optional(),
  limit: pageLimitField(DISCOVER_PAGE_DEFAULT, DISCOVER_PAGE_MAX),
  /** `true`: verified members only (decision 0146). */
  verified: z
    .enum(['true', 'false'], { error: 'verified must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

export const discoverPageSchema = cursorPageSchema(memberCardSchema);
export type DiscoverPage = z.infer<typeof discoverPageSchema>;

/** GET /discover/picks: the day's most compatible members, at most this many. */
export const DISCOVER_PICKS_MAX = 3;
export const discoverPicksSchema = z.object({ items: z.array(memberCardSchema).max(DISCOVER_PICKS_MAX) });
export type DiscoverPicks = z.infer<typeof discoverPicksSchema>;

/** A member id in a path; one that is not a UUID is just a member the caller cannot see (404). */
export const memberPathParamsSchema = z.object({ memberId: uuidField(MEMBER_DISCOVER_MESSAGES.memberNotFound) });

export const passResponseSchema = z.object({ passed: z.literal(true) });
export type PassResponse = z.infer<typeof passResponseSchema>;

/** One ad slot for the apps: only slots with a live ad in the active set are listed. */
export const memberAdSchema = z.object({ key: z.enum(AD_SLOT_KEYS), imgUrl: z.string(), link: z.string() });
export type MemberAd = z.infer<typeof memberAdSchema>;
export const memberAdsResponseSchema = z.object({ items: z.array(memberAdSchema) });
export type MemberAdsResponse = z.infer<typeof memberAdsResponseSchema>;

export const adSlotParamsSchema = z.object({
  slot: z.enum(AD_SLOT_KEYS, { error: MEMBER_DISCOVER_MESSAGES.adNotFound }),
});
/** `counted` is false when the same member's visit to the slot was already counted in the last minute. */
export const adVisitResponseSchema = z.object({ counted: z.boolean() });
export type AdVisitResponse = z.infer<typeof adVisitResponseSchema>;
