import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSitePath } from '../layouts/site-language';
import { ButtonLink } from '../ui/button';
import { useNotFoundTexts } from './texts';
import './error-page.css';

export function NotFoundPage() {
  const t = useNotFoundTexts();
  const to = useSitePath();
  useDocumentMeta(t('title'), t('description'));
  return (
    <section className="error-page container" aria-labelledby="not-found-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <div className="error-page__actions">
        <ButtonLink to={to(paths.home)}>{t('home')}</ButtonLink>
        <ButtonLink to={to(paths.support)} variant="secondary">
          {t('help')}
        </ButtonLink>
      </div>
    </section>
  );
}
