import {
  planPrice,
  STORE_PRODUCT_MESSAGES,
  STORES,
  type AdminStoreProduct,
  type AdminStoreProducts,
  type AppStoreProducts,
  type PutStoreProductsInput,
  type StoreProduct,
  type StoreProductMapping,
} from '@blynd/shared';
import type { Db, DbOrTx } from '../../db/client';
import type { StoreProductRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordAudit } from '../audit/audit.writer';
import {
  deactivateStoreProducts,
  listStoreProducts,
  lockStoreProductMapping,
  storeProductRows,
  targetsOf,
  upsertStoreProduct,
  type StoreProductListed,
} from './store-products.repository';

const forApps = (product: StoreProductListed): StoreProduct =>
  product.kind === 'premium'
    ? {
        productId: product.productId,
        kind: 'premium',
        planId: product.planId,
        planName: product.planName,
        cycle: product.cycle,
      }
    : {
        productId: product.productId,
        kind: 'tokens',
        tokenPackId: product.tokenPackId,
        tokenPackName: product.tokenPackName,
        tokens: product.tokens,
      };

/** The ids the apps offer: active mappings of plans still on sale and packs still active (decision 0156). */
export async function appStoreProducts(db: DbOrTx): Promise<AppStoreProducts> {
  const listed = (await listStoreProducts(db, { activeOnly: true })).filter((product) => product.onSale);
  return {
    apple: listed.filter((product) => product.store === 'apple').map(forApps),
    google: listed.filter((product) => product.store === 'google').map(forApps),
  };
}

/** Every id ever mapped, replaced ones included (they still credit a purchase made under them). */
export async function adminStoreProducts(db: DbOrTx): Promise<AdminStoreProducts> {
  const listed = await listStoreProducts(db, { activeOnly: false });
  const forAdmin = (product: StoreProductListed): AdminStoreProduct => ({
    ...forApps(product),
    active: product.active,
    updatedAt: product.updatedAt.toISOString(),
  });
  return {
    apple: listed.filter((product) => product.store === 'apple').map(forAdmin),
    google: listed.filter((product) => product.store === 'google').map(forAdmin),
  };
}

const sameTarget = (row: StoreProductRow, mapping: StoreProductMapping) =>
  'planId' in mapping
    ? row.kind === 'premium' && row.planId === mapping.planId && row.cycle === mapping.cycle
    : row.kind === 'tokens' && row.tokenPackId === mapping.tokenPackId;

/**
 * Replaces the active mapping of both stores at once. An id left out goes inactive, never away; an id already known
 * keeps what it sells (decision 0156), so a purchase in flight under it credits what the member was shown.
 */
export async function putStoreProducts(
  db: Db,
  input: PutStoreProductsInput,
  actor: Actor,
): Promise<AdminStoreProducts> {
  const mappings = [...input.apple, ...input.google];
  const planIds = mappings.flatMap((mapping) => ('planId' in mapping ? [mapping.planId] : []));
  const packIds = mappings.flatMap((mapping) => ('tokenPackId' in mapping ? [mapping.tokenPackId] : []));
  return db
    .transaction(async (tx) => {
      await lockStoreProductMapping(tx);
      const targets = await targetsOf(tx, planIds, packIds);
      for (const mapping of mappings) {
        if ('tokenPackId' in mapping) {
          if (!targets.packs.has(mapping.tokenPackId))
            throw new AppError('NOT_FOUND', STORE_PRODUCT_MESSAGES.packNotFound);
          continue;
        }
        const plan = targets.plans.get(mapping.planId);
        if (!plan) throw new AppError('NOT_FOUND', STORE_PRODUCT_MESSAGES.planNotFound);
        // A store sells only what costs something: the free plan has nothing to buy.
        if (planPrice(plan, mapping.cycle) <= 0) throw new AppError('BAD_REQUEST', STORE_PRODUCT_MESSAGES.planFree);
      }

      const changes: Record<string, { added: string[]; replaced: string[] }> = {};
      for (const store of STORES) {
        const rows = new Map((await storeProductRows(tx, store)).map((row) => [row.productId, row]));
        for (const mapping of input[store]) {
          const row = rows.get(mapping.productId);
          if (row && !sameTarget(row, mapping))
            throw new AppError('CONFLICT', `${mapping.productId}: ${STORE_PRODUCT_MESSAGES.productIdFixed}`);
        }
        const listed = new Set(input[store].map((mapping) => mapping.productId));
        const replaced = [...rows.values()].filter((row) => row.active && !listed.has(row.productId));
        const added = input[store].filter((mapping) => !rows.get(mapping.productId)?.active);
        // Deactivate first: the new id of a plan and cycle may replace an old one in the same change.
        await deactivateStoreProducts(
          tx,
          store,
          replaced.map((row) => row.productId),
        );
        for (const mapping of added) {
          await upsertStoreProduct(tx, {
            store,
            productId: mapping.productId,
            ...('planId' in mapping
              ? { kind: 'premium' as const, planId: mapping.planId, cycle: mapping.cycle }
              : { kind: 'tokens' as const, tokenPackId: mapping.tokenPackId }),
          });
        }
        changes[store] = {
          added: added.map((mapping) => mapping.productId),
          replaced: replaced.map((row) => row.productId),
        };
      }
      await recordAudit(tx, actor, {
        action: 'store-products.update',
        targetType: 'store-products',
        details: changes,
      });
      return adminStoreProducts(tx);
    })
    .catch((error: unknown) => {
      // Only a row written outside this path could collide here (the lock orders changes made through it).
      throw isUniqueViolation(error) ? new AppError('CONFLICT', STORE_PRODUCT_MESSAGES.duplicateTarget) : error;
    });
}

/**
 * What a store's product id sells, active or replaced, or undefined for an id never mapped: the store purchase
 * routes read the mapping through this service (decision 0156).
 */
export { findStoreProduct } from './store-products.repository';
