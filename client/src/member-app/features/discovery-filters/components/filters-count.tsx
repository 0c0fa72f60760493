import { useDiscoverCount } from '../api/get-discover-count';
import { useFilterTexts } from '../texts';

/** "Your filters leave N people", read again after every saved change, before the list runs dry. */
export function FiltersCount() {
  const t = useFilterTexts();
  const count = useDiscoverCount();
  const n = count.data?.count;
  return (
    <p className="m-note" role="status" aria-live="polite" data-testid="filters-count">
      {n === undefined
        ? t('counting')
        : count.data?.more
          ? t('leavesMore', { n: n.toLocaleString('en-NG') })
          : t('leaves', { count: n })}
    </p>
  );
}
