import {
  formatNaira,
  putStoreProductsSchema,
  STORES,
  STORE_PRODUCT_MESSAGES,
  type AdminPlan,
  type AdminStoreProducts,
  type StoreName,
  type StoreProductMapping,
  type TokenPack,
} from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { DataTable } from '../../../components/admin/data-table';
import { Button } from '../../../components/ui/button';
import { formatCount, formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useStorePacks, useStorePlans, useStoreProducts } from '../api/get-store-products';
import { usePutStoreProducts } from '../api/put-store-products';
import { Panel } from '../../../components/admin/panel';
import './store-products.css';

const STORE_LABELS: Record<StoreName, string> = { apple: 'App Store', google: 'Google Play' };

/** One thing a store can sell: a paid plan's cycle or a token pack, and the mapping it makes with an id. */
type Sellable = { key: string; label: string; detail: string; mapping: (productId: string) => StoreProductMapping };

const fieldKey = (store: StoreName, sellable: string) => `${store}:${sellable}`;

/** The paid plans per cycle and the packs, those off sale kept while an id still points at them. */
function sellablesOf(plans: AdminPlan[], packs: TokenPack[], mapped: AdminStoreProducts): Sellable[] {
  const active = [...mapped.apple, ...mapped.google].filter((product) => product.active);
  const hasId = (key: string) =>
    active.some((product) =>
      product.kind === 'premium'
        ? `plan:${product.planId}:${product.cycle}` === key
        : `pack:${product.tokenPackId}` === key,
    );
  const planRows = plans.flatMap((plan) =>
    (['weekly', 'monthly'] as const)
      .map((cycle) => ({ cycle, price: cycle === 'weekly' ? plan.weeklyPrice : plan.monthlyPrice }))
      .filter(({ cycle, price }) => price > 0 && (!plan.retired || hasId(`plan:${plan._id}:${cycle}`)))
      .map(({ cycle, price }) => ({
        key: `plan:${plan._id}:${cycle}`,
        label: `${plan.name} · ${cycle}`,
        detail: `Premium, ${formatNaira(price)} on the website${plan.retired ? ' (retired)' : ''}`,
        mapping: (productId: string) => ({ productId, planId: plan._id, cycle }),
      })),
  );
  const packRows = packs
    .filter((pack) => pack.active || hasId(`pack:${pack._id}`))
    .map((pack) => ({
      key: `pack:${pack._id}`,
      label: `${pack.name} · ${formatCount(pack.tokens)} tokens`,
      detail: `Token pack, ${formatNaira(pack.price)} on the website${pack.active ? '' : ' (off sale)'}`,
      mapping: (productId: string) => ({ productId, tokenPackId: pack._id }),
    }));
  return [...planRows, ...packRows];
}

/** The form's starting values: each store's active id of each sellable, or empty. */
function initialValues(sellables: Sellable[], mapped: AdminStoreProducts): Record<string, string> {
  const values: Record<string, string> = {};
  for (const store of STORES) {
    for (const sellable of sellables) values[fieldKey(store, sellable.key)] = '';
    for (const product of mapped[store].filter((item) => item.active)) {
      const key =
        product.kind === 'premium' ? `plan:${product.planId}:${product.cycle}` : `pack:${product.tokenPackId}`;
      values[fieldKey(store, key)] = product.productId;
    }
  }
  return values;
}

/**
 * The App Store and Google Play product id of each paid plan and cycle and each token pack (decision 0156). The apps
 * read the ids from the member API; a purchase of an id not listed here is refused and credits nothing.
 */
export function StoreProductsScreen() {
  const products = useStoreProducts();
  const plans = useStorePlans();
  const packs = useStorePacks();
  return (
    <>
      <ScreenHeader
        title="Store products"
        intro="The product id that sells each plan and cycle, and each token pack, in the App Store and on Google Play. Create the product in App Store Connect or the Play Console first, with the same id. A store product id always sells what it was first mapped to; to change what is sold, give it a new id."
      />
      <QueryState query={products} loadingLabel="Loading store products">
        {(mapped) => (
          <QueryState query={plans} loadingLabel="Loading plans">
            {(planList) => (
              <QueryState query={packs} loadingLabel="Loading token packs">
                {(packList) => (
                  <StoreProductsForm
                    // A new list from the server (after a save) starts the form again from it.
                    key={JSON.stringify(mapped)}
                    mapped={mapped}
                    sellables={sellablesOf(planList.plans, packList.packs, mapped)}
                  />
                )}
              </QueryState>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

function StoreProductsForm({ mapped, sellables }: { mapped: AdminStoreProducts; sellables: Sellable[] }) {
  const save = usePutStoreProducts();
  const form = useSchemaForm({
    schema: putStoreProductsSchema,
    initial: initialValues(sellables, mapped),
    toInput: (values) =>
      Object.fromEntries(
        STORES.map((store) => [
          store,
          sellables
            .map((sellable) => ({ sellable, id: (values[fieldKey(store, sellable.key)] ?? '').trim() }))
            .filter(({ id }) => id !== '')
            .map(({ sellable, id }) => sellable.mapping(id)),
        ]),
      ),
    busyMessage: null,
    onValid: async (input) => {
      await save.mutateAsync(input);
      notifySuccess(STORE_PRODUCT_MESSAGES.saved);
    },
  });
  const replaced = STORES.flatMap((store) =>
    mapped[store].filter((product) => !product.active).map((product) => ({ store, product })),
  );

  return (
    <>
      <Panel id="store-ids-title" title="Product ids">
        <form className="admin-form store-products-form" onSubmit={form.submit} noValidate>
          <DataTable
            label="Product ids by store"
            caption="Product ids of each plan and cycle and each token pack, by store"
            captionHidden
            columns={['Sold', ...STORES.map((store) => `${STORE_LABELS[store]} product id`)]}
            rows={sellables}
            renderRow={(sellable) => (
              <tr key={sellable.key}>
                <th scope="row">
                  {sellable.label}
                  <span className="admin-cell-muted store-products-form__detail">{sellable.detail}</span>
                </th>
                {STORES.map((store) => {
                  const key = fieldKey(store, sellable.key);
                  return (
                    <td key={store}>
                      <label className="visually-hidden" htmlFor={key}>
                        {STORE_LABELS[store]} product id of {sellable.label}
                      </label>
                      <input
                        id={key}
                        name={key}
                        className="field__control store-products-form__id"
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={100}
                        placeholder="Not sold"
                        value={form.values[key] ?? ''}
                        onChange={form.text(key)}
                      />
                    </td>
                  );
                })}
              </tr>
            )}
          />
          <p className="admin-cell-muted">
            Leave an id empty to stop selling that item in that store. An id taken out is kept as replaced: a purchase
            made under it still gives what it sold.
          </p>
          <div className="admin-form__actions">
            <Button type="submit" size="sm" disabled={form.pending}>
              {form.pending ? 'Saving…' : 'Save product ids'}
            </Button>
          </div>
        </form>
      </Panel>
      <Panel id="store-replaced-title" title="Replaced ids">
        {replaced.length === 0 ? (
          <p className="admin-cell-muted">No replaced ids.</p>
        ) : (
          <DataTable
            label="Replaced product ids"
            caption="Replaced product ids, which still credit a purchase made under them"
            captionHidden
            className="admin-table--compact"
            columns={['Store', 'Product id', 'Sells', 'Replaced']}
            rows={replaced}
            renderRow={({ store, product }) => (
              <tr key={`${store}:${product.productId}`}>
                <td>{STORE_LABELS[store]}</td>
                <th scope="row">
                  <code>{product.productId}</code>
                </th>
                <td>
                  {product.kind === 'premium'
                    ? `${product.planName} · ${product.cycle}`
                    : `${product.tokenPackName} · ${formatCount(product.tokens)} tokens`}
                </td>
                <td className="admin-nowrap">{formatDateTime(product.updatedAt)}</td>
              </tr>
            )}
          />
        )}
      </Panel>
    </>
  );
}
