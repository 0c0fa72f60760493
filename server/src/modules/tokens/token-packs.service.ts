import {
  TOKEN_MESSAGES,
  type AppTokenPacks,
  type CreateTokenPackInput,
  type TokenPack,
  type UpdateTokenPackInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { TokenPackRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.writer';
import { findTokenPack, insertTokenPack, listTokenPacks, updateTokenPackRow } from './token-packs.repository';

export const toTokenPack = (row: TokenPackRow): TokenPack => ({
  _id: row.id,
  name: row.name,
  tokens: row.tokens,
  price: row.price,
  active: row.active,
});

export async function activePacks(db: DbOrTx): Promise<{ packs: TokenPack[] }> {
  return { packs: (await listTokenPacks(db, { activeOnly: true })).map(toTokenPack) };
}

/** The apps show the packs and open the website to buy them (decision 0095). */
export async function appPacks(ctx: AppContext): Promise<AppTokenPacks> {
  return { ...(await activePacks(ctx.db)), buyUrl: `${ctx.config.publicUrl}/tokens` };
}

export async function allPacks(db: DbOrTx): Promise<{ packs: TokenPack[] }> {
  return { packs: (await listTokenPacks(db, { activeOnly: false })).map(toTokenPack) };
}

const nameTaken = (error: unknown) => {
  throw isUniqueViolation(error) ? new AppError('CONFLICT', TOKEN_MESSAGES.packNameTaken) : error;
};

export async function createPack(ctx: AppContext, input: CreateTokenPackInput, actor: Actor): Promise<TokenPack> {
  return ctx.db
    .transaction(async (tx) => {
      const row = await insertTokenPack(tx, input);
      await recordAudit(tx, actor, {
        action: 'token-pack.create',
        targetType: 'token-pack',
        targetId: row.id,
        details: { name: row.name, tokens: row.tokens, price: row.price },
      });
      return toTokenPack(row);
    })
    .catch(nameTaken);
}

export async function updatePack(
  ctx: AppContext,
  packId: string,
  input: UpdateTokenPackInput,
  actor: Actor,
): Promise<TokenPack> {
  return ctx.db
    .transaction(async (tx) => {
      if (!(await findTokenPack(tx, packId))) throw new AppError('NOT_FOUND', TOKEN_MESSAGES.packNotFound);
      const row = (await updateTokenPackRow(tx, packId, input))!;
      await recordAudit(tx, actor, {
        action: 'token-pack.update',
        targetType: 'token-pack',
        targetId: row.id,
        details: { ...input },
      });
      return toTokenPack(row);
    })
    .catch(nameTaken);
}
