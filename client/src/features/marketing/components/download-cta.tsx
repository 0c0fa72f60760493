import { StoreBadges } from '../../../components/ui/store-badges';
import { site } from '../../../config/site';
import { useMarketingTexts } from '../texts';
import './marketing.css';

export function DownloadCta({ title }: { title?: string }) {
  const t = useMarketingTexts();
  return (
    <section className="section section--dark download-cta" aria-labelledby="download-cta-title">
      <div className="container download-cta__inner">
        <div>
          <span className="eyebrow">{t('downloadEyebrow')}</span>
          <h2 id="download-cta-title">{title ?? t('downloadTitle')}</h2>
          <p>{t('downloadBody', { product: site.productName })}</p>
        </div>
        <StoreBadges light />
      </div>
    </section>
  );
}
