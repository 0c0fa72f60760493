import { useRef } from 'react';
import { site } from '../../../config/site';
import { benefits } from '../content/benefits';
import { BenefitIcon } from './benefit-icon';
import './marketing.css';

export function BenefitsSection() {
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
          <span className="eyebrow">Why {site.productName}</span>
          <h2 id="benefits-title">Made for people who want more than a swipe</h2>
          <p className="lead">Seven reasons members say dating here feels different.</p>
        </div>
        <div className="benefits-nav">
          <button
            type="button"
            className="benefits-nav__button"
            aria-label="Show previous benefits"
            onClick={() => scrollCards(-1)}
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            className="benefits-nav__button"
            aria-label="Show next benefits"
            onClick={() => scrollCards(1)}
          >
            <Arrow direction="right" />
          </button>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll it; named so screen readers know what it holds. */}
      <div
        className="benefits"
        role="region"
        aria-label="Benefits, scroll sideways for more"
        tabIndex={0}
        ref={scroller}
      >
        <ul className="benefits__track">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="benefit-card">
              <span className="benefit-card__icon">
                <BenefitIcon icon={benefit.icon} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.body}</p>
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
