import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { site } from '../../../config/site';
import './legal.css';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal page: header, a numbered contents list linking to numbered sections. */
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
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        {updated && <p className="legal-updated">Last updated {updated}</p>}
        <p className="legal-operator">
          {site.productName} is operated by {site.companyName}. Write to us at{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
      </PageHeader>
      <div className="container legal">
        <nav className="legal__toc" aria-label="Contents">
          <h2>Contents</h2>
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
