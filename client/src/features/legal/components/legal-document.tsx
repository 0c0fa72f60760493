import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { englishPathOf, useSiteLanguage } from '../../../components/layouts/site-language';
import { PageHeader } from '../../../components/ui/page-header';
import { site } from '../../../config/site';
import { useLegalTexts } from '../texts';
import './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A legal page: header, a numbered contents list linking to numbered sections. In a language other than English it
 * says first that the English version binds, with a link to it (decision 0174).
 */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated?: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const t = useLegalTexts();
  const language = useSiteLanguage();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={title}>
        {updated && <p className="legal-updated">{t('updated', { date: updated })}</p>}
        <p className="legal-operator">
          {t('operatedBy', { product: site.productName, company: site.companyName })}{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
        {language !== 'en' && (
          <p className="legal-binding">
            {t('bindingNotice')}{' '}
            <Link to={englishPathOf(pathname)} hrefLang="en">
              {t('englishVersion')}
            </Link>
          </p>
        )}
      </PageHeader>
      <div className="container legal">
        <nav className="legal__toc" aria-label={t('contents')}>
          <h2>{t('contents')}</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal__body">
          <div className="legal__intro">{intro}</div>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal__number">{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
