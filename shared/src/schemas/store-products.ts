import { z } from 'zod';
import { BILLING_CYCLES } from '../types/constants';
import { uuidField } from './common';

// ---------------------------------------------------------------------------------------------
// Store products (decision 0156): which App Store / Google Play product id sells which plan and cycle or token pack
// ---------------------------------------------------------------------------------------------

export const STORES = ['apple', 'google'] as const;
export type StoreName = (typeof STORES)[number];

export const STORE_PRODUCT_MESSAGES = {
  planNotFound: 'Plan not found',
  planFree: 'A free plan is not sold in the stores',
  packNotFound: 'Token pack not found',
  duplicateId: 'Each product id can be listed once per store',
  duplicateTarget: 'Each plan and cycle, and each token pack, can have one product id per store',
  productIdFixed: 'A store product id always sells what it was first mapped to: use a new product id',
  saved: 'Store products saved',
} as const;

/** Apple: letters, digits, `.` and `_`. Google: starts with a lowercase letter or digit; lowercase, digits, `.`, `_`. */
const PRODUCT_ID_PATTERN: Record<StoreName, RegExp> = {
  apple: /^[A-Za-z0-9._]+$/,
  google: /^[a-z0-9][a-z0-9._]*$/,
};
const productIdField = (store: StoreName) =>
  z
    .string({ error: 'productId is required' })
    .trim()
    .min(1, { error: 'productId is required' })
    .max(100, { error: 'productId is too long' })
    .regex(PRODUCT_ID_PATTERN[store], {
      error:
        store === 'apple'
          ? 'An App Store product id holds letters, digits, dots and underscores'
          : 'A Google Play product id holds lowercase letters, digits, dots and underscores, and starts with a letter or digit',
    });

/** What one product id sells, as the apps are told (only active ids of plans and packs on sale). */
export const storeProductSchema = z.discriminatedUnion('kind', [
  z.object({
    productId: z.string(),
    kind: z.literal('premium'),
    planId: z.string(),
    planName: z.string(),
    cycle: z.enum(BILLING_CYCLES),
  }),
  z.object({
    productId: z.string(),
    kind: z.literal('tokens'),
    tokenPackId: z.string(),
    tokenPackName: z.string(),
    tokens: z.number().int(),
  }),
]);
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const appStoreProductsSchema = z.object({
  apple: z.array(storeProductSchema),
  google: z.array(storeProductSchema),
});
export type AppStoreProducts = z.infer<typeof appStoreProductsSchema>;

/** The control centre's view: every id ever mapped; `active: false` for one since replaced (it still credits). */
export const adminStoreProductSchema = z.intersection(
  storeProductSchema,
  z.object({ active: z.boolean(), updatedAt: z.string() }),
);
export type AdminStoreProduct = z.infer<typeof adminStoreProductSchema>;
export const adminStoreProductsSchema = z.object({
  apple: z.array(adminStoreProductSchema),
  google: z.array(adminStoreProductSchema),
});
export type AdminStoreProducts = z.infer<typeof adminStoreProductsSchema>;

const mappingFor = (store: StoreName) =>
  z.union([
    z
      .object({
        productId: productIdField(store),
        planId: uuidField(STORE_PRODUCT_MESSAGES.planNotFound),
        cycle: z.enum(BILLING_CYCLES, { error: 'cycle must be weekly or monthly' }),
      })
      .strict(),
    z
      .object({ productId: productIdField(store), tokenPackId: uuidField(STORE_PRODUCT_MESSAGES.packNotFound) })
      .strict(),
  ]);
export type StoreProductMapping = z.infer<ReturnType<typeof mappingFor>>;

const targetOf = (mapping: StoreProductMapping) =>
  'planId' in mapping ? `plan:${mapping.planId}:${mapping.cycle}` : `pack:${mapping.tokenPackId}`;

const storeList = (store: StoreName) =>
  z
    .array(mappingFor(store), { error: `${store} must be a list` })
    .max(200, { error: 'Too many product ids' })
    .superRefine((list, issue) => {
      const ids = new Set<string>();
      const targets = new Set<string>();
      list.forEach((mapping, index) => {
        if (ids.has(mapping.productId))
          issue.addIssue({ code: 'custom', message: STORE_PRODUCT_MESSAGES.duplicateId, path: [index, 'productId'] });
        if (targets.has(targetOf(mapping)))
          issue.addIssue({ code: 'custom', message: STORE_PRODUCT_MESSAGES.duplicateTarget, path: [index] });
        ids.add(mapping.productId);
        targets.add(targetOf(mapping));
      });
    });

/**
 * `PUT /api/v1/admin/store-products`: the whole active mapping of both stores. An id left out becomes inactive (kept,
 * so a purchase made under it still credits); an id already known must sell what it sold before.
 */
export const putStoreProductsSchema = z.object({ apple: storeList('apple'), google: storeList('google') }).strict();
export type PutStoreProductsInput = z.infer<typeof putStoreProductsSchema>;
