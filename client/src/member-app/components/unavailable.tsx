import { isMissingRoute } from '../api/member-fetch';
import { errorMessage } from '../../lib/http';

/** A screen's data could not load: a part of Blynd this server does not offer yet, or an error to show. */
export function LoadProblem({ error, what }: { error: unknown; what: string }) {
  if (isMissingRoute(error)) {
    return (
      <div className="m-empty" role="status">
        <h2>{what} is not available yet</h2>
        <p>This part of Blynd is not switched on for this server yet. Everything else works; check back soon.</p>
      </div>
    );
  }
  return (
    <p className="m-error" role="alert">
      {errorMessage(error)}
    </p>
  );
}

export function Empty({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="m-empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
