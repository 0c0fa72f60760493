import '../../../test-support/polyfills';
import type { ComponentProps } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable } from '../data-table';

const rows = [
  { id: 'a', name: 'Ada', phone: '2348031234501' },
  { id: 'b', name: 'Bola', phone: '2348031234502' },
];

const renderRow = (row: (typeof rows)[number]) => (
  <tr key={row.id}>
    <th scope="row">{row.name}</th>
    <td>{row.phone}</td>
  </tr>
);

/** The members table of the first and last cases, with whatever a case adds. */
const renderMembers = (props: Partial<ComponentProps<typeof DataTable<(typeof rows)[number]>>> = {}) =>
  render(
    <DataTable
      label="Members"
      caption="Members"
      columns={['Name', 'Phone']}
      rows={rows}
      renderRow={renderRow}
      {...props}
    />,
  );

describe('DataTable', () => {
  it('When it shows rows, then the table is named by its caption with one column header per column and one row per item', () => {
    renderMembers({ caption: 'Members, newest first' });
    const table = screen.getByRole('table', { name: 'Members, newest first' });
    expect(table.className).toBe('admin-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Phone']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada', 'Bola']);
    expect(table.closest('.admin-table-wrap')).not.toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('When a column is false, then it is left out; a styled column keeps its class; a hidden caption is visually hidden', () => {
    render(
      <DataTable
        label="Messages"
        caption="Messages"
        captionHidden
        className="inbox-table"
        columns={['Title', { label: 'Email', className: 'inbox-table__email' }, false]}
        rows={[]}
        renderRow={() => null}
      />,
    );
    const table = screen.getByRole('table', { name: 'Messages' });
    expect(table.className).toBe('admin-table inbox-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => [cell.textContent, cell.className]),
    ).toEqual([
      ['Title', ''],
      ['Email', 'inbox-table__email'],
    ]);
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
  });

  it('When the list is paged, then the paging follows the table and asks for the next page', () => {
    const onPage = jest.fn();
    renderMembers({ pagination: { page: 1, total: 25, onPage, noun: 'members' } });
    const paging = screen.getByRole('navigation', { name: 'Pages of members' });
    expect(screen.getByRole('table').closest('.admin-table-wrap')?.nextElementSibling).toBe(paging);
    fireEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
