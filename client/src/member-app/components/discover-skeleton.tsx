import { PageLoader } from '../../components/ui/page-loader';
import { SwitchField } from './switch-field';
import { useSharedTexts } from './texts';

/**
 * Discover before its lists are in: the heading, the "Verified only" switch (off, as the screen starts), the (empty)
 * live region and one loader, exactly as DiscoverScreen renders while it settles; the landing frame
 * (components/member-frame.tsx) shows it while the session is checked, so the screen replacing it moves nothing.
 */
export function DiscoverSkeleton() {
  const t = useSharedTexts();
  return (
    <section className="m-screen">
      <h1>{t('discover')}</h1>
      <SwitchField checked={false} onToggle={() => undefined}>
        {t('verifiedOnly')}
      </SwitchField>
      <div className="m-live-region" aria-live="polite"></div>
      <PageLoader />
    </section>
  );
}
