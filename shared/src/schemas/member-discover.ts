import { z } from 'zod';
import { AD_SLOT_KEYS } from '../types/constants';
import { uuidField } from './common';
import { cursorPageSchema, memberCardSchema } from './member-cards';

/** Texts of discover, passes and the in-app ads (MEMBER-API §5). */
export const MEMBER_DISCOVER_MESSAGES = {
  memberNotFound: 'Member not found',
  passNotFound: 'Pass not found',
  onlyLatestPass: 'Only your latest pass can be undone',
  passUndone: 'Pass undone',
  invalidCursor: 'Invalid cursor',
  limitRange: 'limit must be a whole number from 1 to 50',
  adNotFound: 'Ad not found',
} as const;

export const DISCOVER_PAGE_DEFAULT = 20;
export const DISCOVER_PAGE_MAX = 50;

export const discoverQuerySchema = z.object({
  cursor: z.string().max(300, { error: MEMBER_DISCOVER_MESSAGES.invalidCursor }).optional(),
  limit: z.coerce
    .number({ error: MEMBER_DISCOVER_MESSAGES.limitRange })
    .int({ error: MEMBER_DISCOVER_MESSAGES.limitRange })
    .min(1, { error: MEMBER_DISCOVER_MESSAGES.limitRange })
    .max(DISCOVER_PAGE_MAX, { error: MEMBER_DISCOVER_MESSAGES.limitRange })
    .default(DISCOVER_PAGE_DEFAULT),
});
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

export const discoverPageSchema = cursorPageSchema(memberCardSchema);
export type DiscoverPage = z.infer<typeof discoverPageSchema>;

/** A member id in a path; one that is not a UUID is just a member the caller cannot see (404). */
export const memberPathParamsSchema = z.object({ memberId: uuidField(MEMBER_DISCOVER_MESSAGES.memberNotFound) });

export const passResponseSchema = z.object({ passed: z.literal(true) });
export type PassResponse = z.infer<typeof passResponseSchema>;

/** One ad slot for the apps: only slots with a live ad in the active set are listed. */
export const memberAdSchema = z.object({ key: z.enum(AD_SLOT_KEYS), imgUrl: z.string(), link: z.string() });
export type MemberAd = z.infer<typeof memberAdSchema>;
export const memberAdsResponseSchema = z.object({ items: z.array(memberAdSchema) });
export type MemberAdsResponse = z.infer<typeof memberAdsResponseSchema>;

export const adSlotParamsSchema = z.object({ slot: z.enum(AD_SLOT_KEYS, { error: MEMBER_DISCOVER_MESSAGES.adNotFound }) });
/** `counted` is false when the same member's visit to the slot was already counted in the last minute. */
export const adVisitResponseSchema = z.object({ counted: z.boolean() });
export type AdVisitResponse = z.infer<typeof adVisitResponseSchema>;
