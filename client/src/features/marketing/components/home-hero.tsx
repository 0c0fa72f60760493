import { HeroCollage } from '../../../components/artwork/hero-collage';
import { StoreBadges } from '../../../components/ui/store-badges';
import { site } from '../../../config/site';
import './marketing.css';

export function HomeHero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <span className="eyebrow">Dating in Nigeria, done differently</span>
          <h1 id="hero-title">Fall for who they are before you see how they look.</h1>
          <p className="hero__tagline">
            Deeper connections start with what you say, what you value and what makes you laugh. On {site.productName}{' '}
            you meet through bios and shared interests first, and photos unlock only when you both like each other.
          </p>
          <StoreBadges />
          <ul className="hero__facts">
            <li>Free to join</li>
            <li>18+ only</li>
            <li>Face-verified members</li>
          </ul>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}
