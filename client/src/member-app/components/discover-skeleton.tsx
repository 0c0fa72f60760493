import { PageLoader } from '../../components/ui/page-loader';
import { SwitchField } from './switch-field';

/**
 * Discover before its lists are in: the heading, the "Verified only" switch (off, as the screen starts), the (empty)
 * live region and one loader, exactly as DiscoverScreen renders while it settles; the landing frame
 * (components/member-frame.tsx) shows it while the session is checked, so the screen replacing it moves nothing.
 */
export function DiscoverSkeleton() {
  return (
    <section className="m-screen">
      <h1>Discover</h1>
      <SwitchField checked={false} onToggle={() => undefined}>
        Verified only
      </SwitchField>
      <div className="m-live-region" aria-live="polite"></div>
      <PageLoader />
    </section>
  );
}
