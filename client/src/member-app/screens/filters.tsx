import { useState } from 'react';
import type { MePatch } from '@blynd/shared';
import { PageLoader } from '../../components/ui/page-loader';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useMe } from '../features/profile/api/get-me';
import { useUpdateMe } from '../features/profile/api/update-me';
import { AboutMeFields } from '../features/discovery-filters/components/about-me-fields';
import { FilterPreferences } from '../features/discovery-filters/components/filter-preferences';
import { FiltersCount } from '../features/discovery-filters/components/filters-count';
import { useFiltersScreenTexts } from './texts/filters';

/** /app/filters: the member's place and what they are, and who discover shows, with the count as it changes. */
export function FiltersScreen() {
  const t = useFiltersScreenTexts();
  useDocumentMeta(t('title'), t('description'));
  const me = useMe();
  const updateMe = useUpdateMe();
  const [error, setError] = useState<string | null>(null);
  const save = (patch: MePatch) => {
    setError(null);
    updateMe.mutateAsync(patch).catch((e: unknown) => setError(errorMessage(e)));
  };
  if (!me.data) return <PageLoader />;
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <FiltersCount />
      <div aria-live="polite">{error && <p className="m-error">{error}</p>}</div>
      <div className="m-columns">
        <FilterPreferences key={me.dataUpdatedAt} me={me.data} save={save} />
        <AboutMeFields key={`about-${me.dataUpdatedAt}`} me={me.data} save={save} />
      </div>
    </section>
  );
}
