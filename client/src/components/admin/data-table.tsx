import type { ComponentProps, ReactNode } from 'react';
import { Pagination } from '../ui/pagination';
import { TableWrap } from './table-wrap';

/** A column's header: its text, or its text with a class (a column a narrow screen hides). */
export type DataTableColumn = ReactNode | { label: ReactNode; className: string };

const isStyled = (column: DataTableColumn): column is { label: ReactNode; className: string } =>
  typeof column === 'object' && column !== null && 'label' in column && 'className' in column;

type DataTableProps<Row> = {
  /** The scrolling frame's name, read when the table is wider than the screen. */
  label: string;
  /** The table's name for screen readers (and, unless hidden, its title on screen). */
  caption?: ReactNode;
  captionHidden?: boolean;
  /** The header row, one cell a column; `false` leaves a column out (one the admin may not use). */
  columns: readonly (DataTableColumn | false)[];
  rows: readonly Row[];
  /** One `<tr>` (with its key) a row. */
  renderRow: (row: Row) => ReactNode;
  /** A class besides `admin-table`. */
  className?: string;
  /** Paging under the table, for lists that come a page at a time. */
  pagination?: ComponentProps<typeof Pagination>;
};

/**
 * The control centre's list table: the frame, the caption, a header row of column headers, the rows and,
 * for paged lists, the paging under it. Loading, failure and the empty message stay with QueryState
 * around it: a page past the last one still shows the table's head and its paging, not "nothing yet".
 */
export function DataTable<Row>({
  label,
  caption,
  captionHidden = false,
  columns,
  rows,
  renderRow,
  className,
  pagination,
}: DataTableProps<Row>) {
  return (
    <>
      <TableWrap label={label}>
        <table className={className ? `admin-table ${className}` : 'admin-table'}>
          {caption !== undefined && (
            <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          )}
          <thead>
            <tr>
              {columns.map((column, index) =>
                column === false ? null : isStyled(column) ? (
                  <th key={index} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ) : (
                  <th key={index} scope="col">
                    {column}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{rows.map(renderRow)}</tbody>
        </table>
      </TableWrap>
      {pagination && <Pagination {...pagination} />}
    </>
  );
}
