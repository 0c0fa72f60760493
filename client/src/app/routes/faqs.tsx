import { Accordion } from '../../components/ui/accordion';
import { ButtonLink } from '../../components/ui/button';
import { useSitePath } from '../../components/layouts/site-language';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import '../../features/marketing/components/marketing.css';
import { useFaqs } from '../../features/marketing/content/faqs';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageTexts } from './texts';

export function FaqsRoute() {
  const t = usePageTexts();
  const to = useSitePath();
  const product = { product: site.productName };
  useDocumentMeta(t('faqsTitle'), t('faqsDescription', product));
  const faqs = useFaqs();
  return (
    <>
      <PageHeader eyebrow={t('faqsEyebrow')} title={t('faqsHeading')}>
        <p>{t('faqsIntro', product)}</p>
      </PageHeader>
      <section className="section" aria-label={t('faqsRegion')}>
        <div className="container faq-page">
          <Accordion items={faqs} headingLevel={2} />
          <div className="help-band">
            <p>
              <strong>{t('notFoundAnswer')}</strong> {t('supportHappy')}
            </p>
            <ButtonLink to={to(paths.support)}>{t('getHelp')}</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
