import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';
import { compatibilityProfileSchema, compatibilitySchema } from './member-compatibility';
import { cardDistanceSchema, kidsSchema, religionField } from './discovery-filters';

/**
 * A member as another member sees them (docs/member-api.md#conventions, member card): the bio first, photos as a placeholder
 * unless the viewer may see them (§6), in which case `ids` lists them for GET /photos/:id. Only approved photos are
 * counted or listed (decision 0147).
 */
export const memberCardSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  age: z.number().int().nullable(),
  state: z.string(),
  bio: z.string(),
  interests: z.array(z.string()),
  avatar: z.string(),
  /** Present only when a badge verified it. */
  earningStatus: z.enum(EARNING_STATUSES).optional(),
  ...compatibilityProfileSchema.shape,
  /** How the viewer and this member fit each other (decision 0090). */
  compatibility: compatibilitySchema,
  /** Between the two members' area centres, rounded (decision 0161); absent unless both set a place. */
  distance: cardDistanceSchema.optional(),
  religion: religionField.nullable().optional(),
  kids: kidsSchema.nullable().optional(),
  languages: z.array(z.string()).optional(),
  height: z.number().int().nullable().optional(),
  /**
   * The verified badge (decision 0146): liveness passed, the verified face accepted within 12 months and not asked
   * again, and the member's first approved photo shows that face; false otherwise.
   */
  verified: z.boolean(),
  photos: z.object({
    count: z.number().int(),
    placeholder: z.string(),
    unlocked: z.boolean(),
    ids: z.array(z.string()).optional(),
  }),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** Every member-API list takes at most this many items a page. */
export const PAGE_LIMIT_MAX = 100;
export const pageLimitMessage = (max: number) => `limit must be a whole number from 1 to ${max}`;

/** The `limit` query field of a member-API list: a whole number from 1 to `max`, `fallback` when absent. */
export const pageLimitField = (fallback: number, max: number = PAGE_LIMIT_MAX) => {
  const error = pageLimitMessage(max);
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error }).default(fallback);
};

/** Every member-API list: `nextCursor` is null on the last page. */
export const cursorPageSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
