import { Accordion } from '../../components/ui/accordion';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import '../../features/marketing/components/marketing.css';
import { faqs } from '../../features/marketing/content/faqs';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function FaqsRoute() {
  useDocumentMeta(
    'FAQs',
    `Answers to common questions about ${site.productName}: how matching works, photos, declines, reporting and Premium.`,
  );
  return (
    <>
      <PageHeader eyebrow="FAQs" title="Frequently asked questions">
        <p>
          Everything you need to know about meeting people on {site.productName}, from your first like to unlocking
          photos.
        </p>
      </PageHeader>
      <section className="section" aria-label="Questions and answers">
        <div className="container faq-page">
          <Accordion items={faqs} headingLevel={2} />
          <div className="help-band">
            <p>
              <strong>Did not find your answer?</strong> Our support team is happy to help.
            </p>
            <ButtonLink to={paths.support}>Get help</ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
