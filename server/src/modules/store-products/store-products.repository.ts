import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plans, storeProducts, tokenPacks, type StoreProductRow } from '../../db/schema';

export type StoreName = 'apple' | 'google';

/**
 * What a store product id sells (decision 0156): a plan and cycle, or a token pack with its token count as the pack
 * holds it now. `active` is false for an id the control centre has since replaced: it still resolves, so a purchase
 * made under it while the mapping changed is credited for what the member bought.
 */
export type StoreProduct = { store: StoreName; productId: string; active: boolean } & (
  | { kind: 'premium'; planId: string; planName: string; cycle: 'weekly' | 'monthly' }
  | { kind: 'tokens'; tokenPackId: string; tokenPackName: string; tokens: number }
);

const columns = {
  store: storeProducts.store,
  productId: storeProducts.productId,
  kind: storeProducts.kind,
  active: storeProducts.active,
  planId: storeProducts.planId,
  cycle: storeProducts.cycle,
  tokenPackId: storeProducts.tokenPackId,
  planName: plans.name,
  tokenPackName: tokenPacks.name,
  tokens: tokenPacks.tokens,
  onSale: sql<boolean>`coalesce(not ${plans.retired}, ${tokenPacks.active}, false)`,
  updatedAt: storeProducts.updatedAt,
};

type Joined = {
  store: StoreName;
  productId: string;
  kind: 'premium' | 'tokens';
  active: boolean;
  planId: string | null;
  cycle: 'weekly' | 'monthly' | null;
  tokenPackId: string | null;
  planName: string | null;
  tokenPackName: string | null;
  tokens: number | null;
  onSale: boolean;
  updatedAt: Date;
};

/** A listed mapping; `onSale` says whether its plan is not retired, or its pack is active. */
export type StoreProductListed = StoreProduct & { onSale: boolean; updatedAt: Date };

function toStoreProduct(row: Joined): StoreProductListed {
  const base = {
    store: row.store,
    productId: row.productId,
    active: row.active,
    onSale: row.onSale,
    updatedAt: row.updatedAt,
  };
  // The table's check makes a premium row carry a plan and cycle and a tokens row a pack (migration 0040).
  return row.kind === 'premium'
    ? { ...base, kind: 'premium', planId: row.planId!, planName: row.planName!, cycle: row.cycle! }
    : {
        ...base,
        kind: 'tokens',
        tokenPackId: row.tokenPackId!,
        tokenPackName: row.tokenPackName!,
        tokens: row.tokens!,
      };
}

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(storeProducts)
    .leftJoin(plans, eq(plans.id, storeProducts.planId))
    .leftJoin(tokenPacks, eq(tokenPacks.id, storeProducts.tokenPackId));

/**
 * The plan and cycle or token pack a store's product id sells, active or replaced; undefined for an id never mapped
 * (the purchase routes refuse it and credit nothing, decision 0156).
 */
export async function findStoreProduct(
  db: DbOrTx,
  store: StoreName,
  productId: string,
): Promise<StoreProduct | undefined> {
  const [row] = await joined(db)
    .where(and(eq(storeProducts.store, store), eq(storeProducts.productId, productId)))
    .limit(1);
  if (!row) return undefined;
  const { updatedAt: _updatedAt, onSale: _onSale, ...product } = toStoreProduct(row as Joined);
  return product;
}

/** Every mapping of both stores (the control centre), or only the active ones (the apps). */
export async function listStoreProducts(db: DbOrTx, scope: { activeOnly: boolean }): Promise<StoreProductListed[]> {
  const rows = await joined(db)
    .where(scope.activeOnly ? eq(storeProducts.active, true) : undefined)
    .orderBy(
      asc(storeProducts.store),
      sql`${storeProducts.active} desc`,
      asc(storeProducts.kind),
      asc(plans.sortOrder),
      asc(storeProducts.cycle),
      asc(tokenPacks.tokens),
      asc(storeProducts.productId),
    );
  return rows.map((row) => toStoreProduct(row as Joined));
}

/** Every row of one store, for a change of its mapping (the caller holds the mapping's lock). */
export const storeProductRows = (db: DbOrTx, store: StoreName): Promise<StoreProductRow[]> =>
  db.select().from(storeProducts).where(eq(storeProducts.store, store));

/** Serialises changes of the mapping: one at a time, whichever instance (transaction-scoped advisory lock). */
export async function lockStoreProductMapping(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('store-products', 0))`);
}

/** These plans (with their prices, by id) and token packs (their ids), those that exist. */
export async function targetsOf(db: DbOrTx, planIds: string[], packIds: string[]) {
  const planRows =
    planIds.length === 0
      ? []
      : await db
          .select({ id: plans.id, weeklyPrice: plans.weeklyPrice, monthlyPrice: plans.monthlyPrice })
          .from(plans)
          .where(inArray(plans.id, planIds));
  const packRows =
    packIds.length === 0
      ? []
      : await db.select({ id: tokenPacks.id }).from(tokenPacks).where(inArray(tokenPacks.id, packIds));
  return { plans: new Map(planRows.map((row) => [row.id, row])), packs: new Set(packRows.map((row) => row.id)) };
}

export async function deactivateStoreProducts(db: DbOrTx, store: StoreName, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(storeProducts)
    .set({ active: false, updatedAt: new Date() })
    .where(and(eq(storeProducts.store, store), inArray(storeProducts.productId, productIds)));
}

export async function upsertStoreProduct(db: DbOrTx, values: typeof storeProducts.$inferInsert): Promise<void> {
  await db
    .insert(storeProducts)
    .values(values)
    .onConflictDoUpdate({
      target: [storeProducts.store, storeProducts.productId],
      set: {
        kind: values.kind,
        planId: values.planId ?? null,
        cycle: values.cycle ?? null,
        tokenPackId: values.tokenPackId ?? null,
        active: true,
        updatedAt: new Date(),
      },
    });
}
