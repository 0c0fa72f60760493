import { adminStoreProductsSchema, appStoreProductsSchema, putStoreProductsSchema } from '@blynd/shared';
import { registerAdminPath } from '../../lib/admin-docs';
import { jsonResponse, memberErrorResponses, type DocsRegistry } from '../../lib/openapi';

export function registerStoreProductsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/app/store-products',
    tags: ['Member app: store purchases'],
    security: [{ memberToken: [] }],
    summary: 'The App Store and Google Play product ids of each plan and cycle and each token pack on sale',
    description:
      "Ask the store for each id's price in the member's currency (StoreKit `Product.products(for:)`, Play Billing `queryProductDetailsAsync`), sell with the store, then send the purchase to `POST /api/v1/app/purchases/apple` or `/google`. An id not listed here is refused by the purchase calls.",
    responses: {
      200: jsonResponse('Product ids by store', appStoreProductsSchema),
      ...memberErrorResponses(401, 403, 426),
    },
  });
}

export function registerStoreProductsAdminDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/store-products',
    area: 'plans',
    summary: 'Every store product id ever mapped; `active: false` for one since replaced (it still credits)',
    response: adminStoreProductsSchema,
  });
  registerAdminPath(registry, {
    method: 'put',
    path: '/store-products',
    area: 'plans',
    summary: 'Set the active product ids of both stores (audited)',
    description:
      'The whole list of each store. An id left out becomes inactive, never deleted: a purchase made under it still credits what it sold. An id keeps what it first sold; mapping it to something else is refused (409).',
    body: putStoreProductsSchema,
    response: adminStoreProductsSchema,
    errors: [400, 404, 409],
  });
}
