import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';

/**
 * A member as another member sees them (MEMBER-API header and §5): the bio first, photos as a placeholder
 * unless the viewer may see them (§6), in which case `ids` lists them for GET /photos/:id.
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
  photos: z.object({
    count: z.number().int(),
    placeholder: z.string(),
    unlocked: z.boolean(),
    ids: z.array(z.string()).optional(),
  }),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

/** Every member-API list: `nextCursor` is null on the last page. */
export const cursorPageSchema = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
