import { Spinner } from './spinner';

/** Shown while the first page's code loads. */
export function PageLoader() {
  return (
    <div
      style={{ display: 'flex', minHeight: '60vh', alignItems: 'center', justifyContent: 'center' }}
      role="status"
      aria-label="Loading"
    >
      <Spinner size={40} />
    </div>
  );
}
