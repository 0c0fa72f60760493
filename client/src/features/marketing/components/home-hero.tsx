import { HeroCollage } from '../../../components/artwork/hero-collage';
import { StoreBadges } from '../../../components/ui/store-badges';
import { site } from '../../../config/site';
import { useMarketingTexts } from '../texts';
import './marketing.css';

export function HomeHero() {
  const t = useMarketingTexts();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <span className="eyebrow">{t('heroEyebrow')}</span>
          <h1 id="hero-title">{t('heroTitle')}</h1>
          <p className="hero__tagline">{t('heroTagline', { product: site.productName })}</p>
          <StoreBadges />
          <ul className="hero__facts">
            <li>{t('factFree')}</li>
            <li>{t('factAdults')}</li>
            <li>{t('factVerified')}</li>
          </ul>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
