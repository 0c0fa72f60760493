import { howItWorks } from '../content/how-it-works';
import { useMarketingTexts } from '../texts';
import './marketing.css';

export function HowItWorksSection() {
  const t = useMarketingTexts();
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading section-heading--center">
          <span className="eyebrow">{t('howEyebrow')}</span>
          <h2 id="how-title">{t('howTitle')}</h2>
        </div>
        <ol className="steps">
          {howItWorks.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`${step}Title`)}</h3>
              <p>{t(`${step}Body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
