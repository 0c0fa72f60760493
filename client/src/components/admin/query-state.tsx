import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ApiError, errorMessage } from '../../lib/api-client';
import './query-state.css';

export function LoadingState({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="admin-state" role="status">
      <Spinner size={28} />
      <span>{label}…</span>
    </div>
  );
}

export function ErrorState({
  error,
  onRetry,
  title = 'This could not be loaded',
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}) {
  return (
    <div className="admin-state admin-state--error" role="alert">
      <strong>{title}</strong>
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="admin-state admin-state--empty">{children}</div>;
}

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * The three states every list and panel has: loading, failed (with the reason and a retry) and
 * loaded. `isEmpty` picks the empty message over the content.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  empty,
  isEmpty,
  notFound,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel?: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** A lookup that found nothing (404) is an answer, not a failure: shown plainly, without a retry. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (notFound && query.error instanceof ApiError && query.error.status === 404)
    return <EmptyState>{notFound}</EmptyState>;
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (empty && isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
