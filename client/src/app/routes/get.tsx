import { useEffect, useRef } from 'react';
import { MESSAGES } from '@blynd/shared';
import { HeroCollage } from '../../components/artwork/hero-collage';
import { Spinner } from '../../components/ui/spinner';
import { StoreBadges } from '../../components/ui/store-badges';
import { site } from '../../config/site';
import { type MobilePlatform, usePlatform } from '../../lib/device';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageTexts } from './texts';
import './pages.css';

const STORE: Record<
  Exclude<MobilePlatform, 'other'>,
  { name: (t: ReturnType<typeof usePageTexts>) => string; url: () => string }
> = {
  android: { name: () => 'Google Play', url: () => site.googleStoreUrl },
  ios: { name: (t) => t('theAppStore'), url: () => site.appleStoreUrl },
};

/** /get sends phones straight to their store; other devices get the fixed alert and both store buttons. */
export function GetAppRoute() {
  const t = usePageTexts();
  const product = { product: site.productName };
  useDocumentMeta(t('getTitle'), t('getDescription', product));
  // Undefined in the prerender and while hydrating (shown as 'other', as prerendered); detected right after.
  const detected = usePlatform();
  const platform = detected ?? 'other';
  const alerted = useRef(false);

  useEffect(() => {
    if (detected === undefined) return;
    if (platform !== 'other') {
      window.location.replace(STORE[platform].url());
      return;
    }
    // The fixed browser alert, once; the same text stays on the page beside the store buttons.
    if (alerted.current) return;
    alerted.current = true;
    window.alert(MESSAGES.useMobileDevice);
  }, [detected, platform]);

  return (
    <section className="section get-app">
      <div className="container get-app__grid">
        <div>
          <span className="eyebrow">{t('getEyebrow')}</span>
          <h1>{t('getHeading', product)}</h1>
          {platform === 'other' ? (
            <p className="get-app__alert" role="alert">
              {MESSAGES.useMobileDevice}
            </p>
          ) : (
            <p className="get-app__redirect" role="status">
              <Spinner /> {t('takingYou', { store: STORE[platform].name(t) })}
            </p>
          )}
          <p className="lead">{t('getLead', product)}</p>
          <StoreBadges />
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
