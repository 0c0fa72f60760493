import { useRef } from 'react';
import { site } from '../../../config/site';
import { benefits } from '../content/benefits';
import { BenefitIcon } from './benefit-icon';
import { useMarketingTexts } from '../texts';
import './marketing.css';

export function BenefitsSection() {
  const t = useMarketingTexts();
  const scroller = useRef<HTMLDivElement>(null);
  const scrollCards = (direction: 1 | -1) => {
    const card = scroller.current?.querySelector('li');
    const step = card ? card.getBoundingClientRect().width + 20 : 300;
    scroller.current?.scrollBy({ left: direction * step, behavior: 'smooth' });
  };

  return (
    <section className="section section--tint" aria-labelledby="benefits-title">
      <div className="container benefits-head">
        <div className="section-heading">
          <span className="eyebrow">{t('benefitsEyebrow', { product: site.productName })}</span>
          <h2 id="benefits-title">{t('benefitsTitle')}</h2>
          <p className="lead">{t('benefitsLead')}</p>
        </div>
        <div className="benefits-nav">
          <button
            type="button"
            className="benefits-nav__button"
            aria-label={t('benefitsPrevious')}
            onClick={() => scrollCards(-1)}
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            className="benefits-nav__button"
            aria-label={t('benefitsNext')}
            onClick={() => scrollCards(1)}
          >
            <Arrow direction="right" />
          </button>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll it; named so screen readers know what it holds. */}
      <div className="benefits" role="region" aria-label={t('benefitsRegion')} tabIndex={0} ref={scroller}>
        <ul className="benefits__track">
          {benefits.map((benefit) => (
            <li key={benefit.icon} className="benefit-card">
              <span className="benefit-card__icon">
                <BenefitIcon icon={benefit.icon} />
              </span>
              <h3>{t(`${benefit.icon}Title`)}</h3>
              <p>{t(`${benefit.icon}Body`, { product: site.productName })}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
