import { howItWorks } from '../content/how-it-works';
import './marketing.css';

export function HowItWorksSection() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <div className="section-heading section-heading--center">
          <span className="eyebrow">How it works</span>
          <h2 id="how-title">Chemistry first. Photos when you are both ready.</h2>
        </div>
        <ol className="steps">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
