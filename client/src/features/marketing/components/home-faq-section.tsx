import { Accordion } from '../../../components/ui/accordion';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { homeFaqs } from '../content/faqs';
import './marketing.css';

export function HomeFaqSection() {
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className="container home-faq">
        <div className="section-heading">
          <span className="eyebrow">Questions</span>
          <h2 id="home-faq-title">Good to know before you start</h2>
          <p className="lead">The things people ask us most. Still curious? There is more on the FAQs page.</p>
          <ButtonLink to={paths.faqs} variant="secondary">
            See all FAQs
          </ButtonLink>
        </div>
        <Accordion items={homeFaqs} />
      </div>
    </section>
  );
}
