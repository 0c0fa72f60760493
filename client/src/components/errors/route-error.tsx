import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@blynd/shared';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { NotFoundPage } from './not-found';
import './error-page.css';

export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Something went wrong while showing this page.';
}

/** The router's fallback: the fixed heading with the error's own message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedError message={errorText(error)} />;
}

function UnexpectedError({ message }: { message: string }) {
  useDocumentMeta('Something went wrong', 'An unexpected error stopped this page from loading.');
  return (
    <section className="error-page container" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{MESSAGES.unexpectedError}</h1>
      <p className="error-page__message">{message}</p>
      <p className="lead">Reload the page to try again. If it keeps happening, let us know and we will look into it.</p>
      <div className="error-page__actions">
        <a className="btn btn--primary btn--md" href={paths.home}>
          Go to the home page
        </a>
        <a className="btn btn--secondary btn--md" href={paths.support}>
          Get help
        </a>
      </div>
    </section>
  );
}
