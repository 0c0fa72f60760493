import { Accordion } from '../../../components/ui/accordion';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useHomeFaqs } from '../content/faqs';
import { useSitePath } from '../../../components/layouts/site-language';
import { useMarketingTexts } from '../texts';
import './marketing.css';

export function HomeFaqSection() {
  const t = useMarketingTexts();
  const to = useSitePath();
  const homeFaqs = useHomeFaqs();
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className="container home-faq">
        <div className="section-heading">
          <span className="eyebrow">{t('homeFaqEyebrow')}</span>
          <h2 id="home-faq-title">{t('homeFaqTitle')}</h2>
          <p className="lead">{t('homeFaqLead')}</p>
          <ButtonLink to={to(paths.faqs)} variant="secondary">
            {t('seeAllFaqs')}
          </ButtonLink>
        </div>
        <Accordion items={homeFaqs} />
      </div>
    </section>
  );
}
