import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { ButtonLink } from '../ui/button';
import './error-page.css';

export function NotFoundPage() {
  useDocumentMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  return (
    <section className="error-page container" aria-labelledby="not-found-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="lead">
        We looked everywhere, but this page does not exist or has moved. Check the address, or pick up from one of the
        pages below.
      </p>
      <div className="error-page__actions">
        <ButtonLink to={paths.home}>Go to the home page</ButtonLink>
        <ButtonLink to={paths.support} variant="secondary">
          Get help
        </ButtonLink>
      </div>
    </section>
  );
}
