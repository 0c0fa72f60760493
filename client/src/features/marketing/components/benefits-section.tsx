import { site } from '../../../config/site';
import { benefits } from '../content/benefits';
import { BenefitIcon } from './benefit-icon';
import './marketing.css';

export function BenefitsSection() {
  return (
    <section className="section section--tint" aria-labelledby="benefits-title">
      <div className="container">
        <div className="section-heading">
          <span className="eyebrow">Why {site.productName}</span>
          <h2 id="benefits-title">Made for people who want more than a swipe</h2>
          <p className="lead">Seven reasons members say dating here feels different.</p>
        </div>
      </div>
      {/* Focusable so keyboard users can scroll it; named so screen readers know what it holds. */}
      <div className="benefits" role="region" aria-label="Benefits, scroll sideways for more" tabIndex={0}>
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
