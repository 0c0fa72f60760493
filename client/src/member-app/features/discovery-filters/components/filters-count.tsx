import { useDiscoverCount } from '../api/get-discover-count';

/** "Your filters leave N people", read again after every saved change, before the list runs dry. */
export function FiltersCount() {
  const count = useDiscoverCount();
  const n = count.data?.count;
  return (
    <p className="m-note" role="status" aria-live="polite" data-testid="filters-count">
      {n === undefined
        ? 'Counting…'
        : count.data?.more
          ? `Your filters leave more than ${n.toLocaleString('en-NG')} people`
          : `Your filters leave ${n} ${n === 1 ? 'person' : 'people'}`}
    </p>
  );
}
