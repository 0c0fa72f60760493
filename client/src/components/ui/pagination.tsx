import { PAGE_SIZE } from '@blynd/shared';
import { Button } from './button';
import { pageCount, pageRange } from '../../lib/pagination';
import './pagination.css';

type PaginationProps = {
  page: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, for the screen-reader label: "members", "messages". */
  noun: string;
  pageSize?: number;
  busy?: boolean;
};

/** Previous / Next with "Page 2 of 13" and "11–20 of 130 members". */
export function Pagination({ page, total, onPage, noun, pageSize = PAGE_SIZE, busy = false }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const range = pageRange(page, total, pageSize);
  return (
    <nav className="admin-pagination" aria-label={`Pages of ${noun}`}>
      <p className="admin-pagination__range" aria-live="polite">
        {range.label} {noun}
      </p>
      <div className="admin-pagination__controls">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onPage(1)}
          disabled={busy || page <= 1}
          aria-label="First page"
        >
          «
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
          Previous
        </Button>
        <span className="admin-pagination__page">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={busy || page >= pages}>
          Next
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onPage(pages)}
          disabled={busy || page >= pages}
          aria-label="Last page"
        >
          »
        </Button>
      </div>
    </nav>
  );
}
