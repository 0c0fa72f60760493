import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useCatalogueTexts } from '../texts';

type Query = { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

/**
 * The loading and failed states of what a checkout sells (the plans on /premium, the packs on /tokens):
 * skeleton cards while it loads, the reason and a retry when it failed.
 */
export function CatalogueStatus({
  query,
  what: whatKey,
  short,
}: {
  query: Query;
  what: 'plans' | 'tokenPacks';
  short?: boolean;
}) {
  const t = useCatalogueTexts();
  const what = t(whatKey);
  if (query.isPending) {
    const skeleton = short ? 'plan-skeleton plan-skeleton--short' : 'plan-skeleton';
    return (
      <div className="plan-grid" role="status" aria-label={t('loading', { what })}>
        <div className={skeleton} />
        <div className={skeleton} />
        <div className={skeleton} />
      </div>
    );
  }
  if (!query.isError) return null;
  return (
    <div className="load-error" role="alert">
      <p>
        <strong>{t('failed', { what })}</strong> {errorMessage(query.error)}
      </p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? t('retrying') : t('retry')}
      </Button>
    </div>
  );
}
