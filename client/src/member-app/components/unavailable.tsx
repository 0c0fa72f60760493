import { isMissingRoute } from '../api/member-fetch';
import { errorMessage } from '../../lib/http';
import { useSharedTexts } from './texts';

/** A screen's data could not load: a part of Blynd this server does not offer yet, or an error to show. */
export function LoadProblem({ error, what }: { error: unknown; what: string }) {
  const t = useSharedTexts();
  if (isMissingRoute(error)) {
    return (
      <div className="m-empty" role="status">
        <h2>{t('notAvailable', { what })}</h2>
        <p>{t('notAvailableText')}</p>
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
