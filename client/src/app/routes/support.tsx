import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Link } from 'react-router';
import { useSitePath } from '../../components/layouts/site-language';
import { usePageTexts } from './texts';
import './pages.css';

export function SupportRoute() {
  const t = usePageTexts();
  const to = useSitePath();
  useDocumentMeta(t('supportTitle'), t('supportDescription', { product: site.productName }));
  return (
    <>
      <PageHeader eyebrow={t('supportEyebrow')} plainEyebrow title={t('supportHeading')}>
        <p>{t('supportIntro')}</p>
      </PageHeader>
      <section className="section">
        <div className="container split">
          <aside className="split__aside" aria-label={t('beforeYouWrite')}>
            <h2>{t('beforeYouWrite')}</h2>
            <ul className="info-list">
              <li>
                <strong>{t('feelingUnsafe')}</strong> {t('feelingUnsafeBody')}
              </li>
              <li>
                <strong>{t('paymentQuestions')}</strong> {t('paymentQuestionsBody')}
              </li>
              <li>
                <strong>{t('quickAnswers')}</strong> {t('quickAnswersBefore')}{' '}
                <Link to={to(paths.faqs)}>{t('quickAnswersLink')}</Link>
                {t('quickAnswersAfter')}
              </li>
              <li>
                <strong>{t('replies')}</strong> {t('repliesBody')}
              </li>
            </ul>
          </aside>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
