import { z } from 'zod';
import { TOKEN_MESSAGES } from '../types/token-auction-messages';
import { uuidField } from './common';
import { pageLimitField } from './member-cards';

// ---------------------------------------------------------------------------------------------
// Tokens: packs, the member's balance and history, purchases on the website, grants (decisions 0094–0095)
// ---------------------------------------------------------------------------------------------

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be above 0` })
    .max(max, { error: `${label} is too large` });

export const tokenPackSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tokens: z.number().int(),
  price: z.number().int(),
  active: z.boolean(),
});
export type TokenPack = z.infer<typeof tokenPackSchema>;

export const publicTokenPacksSchema = z.object({ packs: z.array(tokenPackSchema) });
export const appTokenPacksSchema = z.object({ packs: z.array(tokenPackSchema), buyUrl: z.string() });
export type AppTokenPacks = z.infer<typeof appTokenPacksSchema>;

const packName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(60, { error: 'name is too long' });
export const createTokenPackSchema = z
  .object({
    name: packName,
    tokens: wholeNumber('tokens', 1_000_000),
    price: wholeNumber('price', 100_000_000),
    active: z.boolean().default(true),
  })
  .strict();
export type CreateTokenPackInput = z.infer<typeof createTokenPackSchema>;
export const updateTokenPackSchema = z
  .object({
    name: packName,
    tokens: wholeNumber('tokens', 1_000_000),
    price: wholeNumber('price', 100_000_000),
    active: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateTokenPackInput = z.infer<typeof updateTokenPackSchema>;
export const tokenPackParamsSchema = z.object({ packId: uuidField(TOKEN_MESSAGES.packNotFound) });
export const adminTokenPacksSchema = z.object({ packs: z.array(tokenPackSchema) });

export const tokenBalanceSchema = z.object({
  balance: z.number().int(),
  held: z.number().int(),
  available: z.number().int(),
  /** Tokens a refunded store purchase could not take back (already spent); the next purchase settles them first. */
  owed: z.number().int().positive().optional(),
});
export type TokenBalance = z.infer<typeof tokenBalanceSchema>;

export const TOKEN_ENTRY_KINDS = ['purchase', 'grant', 'hold', 'release', 'spend', 'refund', 'settle'] as const;
export const tokenEntrySchema = z.object({
  _id: z.string(),
  amount: z.number().int(),
  kind: z.enum(TOKEN_ENTRY_KINDS),
  reference: z.string(),
  createdAt: z.string(),
});
export type TokenEntry = z.infer<typeof tokenEntrySchema>;
export const TOKEN_HISTORY_PAGE_DEFAULT = 30;
export const tokenHistoryQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: pageLimitField(TOKEN_HISTORY_PAGE_DEFAULT),
});
export const tokenHistorySchema = z.object({ items: z.array(tokenEntrySchema), nextCursor: z.string().nullable() });
export type TokenHistory = z.infer<typeof tokenHistorySchema>;

export const initiateTokenPaymentSchema = z
  .object({
    userId: z.string({ error: 'userId is required' }).uuid({ error: 'userId is not valid' }),
    packId: z.string({ error: 'packId is required' }).uuid({ error: 'Choose a valid token pack' }),
    email: z
      .string({ error: 'email is required' })
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Enter a valid email address' })),
  })
  .strict();
export type InitiateTokenPaymentInput = z.infer<typeof initiateTokenPaymentSchema>;

/** What GET /subscriptions/verify-payment/{reference} answers for a token pack. */
export const tokenPaymentSummarySchema = z.object({
  kind: z.literal('tokens'),
  pack: z.string(),
  tokens: z.number().int(),
  amount: z.number().int(),
  balance: z.number().int(),
});
export type TokenPaymentSummary = z.infer<typeof tokenPaymentSummarySchema>;

export const grantTokensSchema = z
  .object({
    memberId: z.string({ error: 'memberId is required' }).uuid({ error: TOKEN_MESSAGES.memberNotFound }),
    tokens: wholeNumber('tokens', 1_000_000),
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(3, { error: 'Give a reason' })
      .max(500, { error: 'reason is too long' }),
  })
  .strict();
export type GrantTokensInput = z.infer<typeof grantTokensSchema>;
export const grantTokensResponseSchema = z
  .object({ message: z.string(), grantId: z.string() })
  .merge(tokenBalanceSchema);
export type GrantTokensResponse = z.infer<typeof grantTokensResponseSchema>;
export const adminMemberTokensParamsSchema = z.object({ memberId: uuidField(TOKEN_MESSAGES.memberNotFound) });
export const adminMemberTokensSchema = tokenBalanceSchema.extend({
  items: z.array(tokenEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AdminMemberTokens = z.infer<typeof adminMemberTokensSchema>;
