import '../../../test-support/polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from '../pagination';

describe('page controls', () => {
  it('When on page 2 of 130 members, then it shows the range, the page, and moves both ways', () => {
    const onPage = jest.fn();
    render(<Pagination page={2} total={130} onPage={onPage} noun="members" />);
    expect(screen.getByText('11–20 of 130 members')).toBeTruthy();
    expect(screen.getByText('Page 2 of 13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(onPage.mock.calls).toEqual([[3], [1], [13]]);
  });

  it('When on the only page, then there is nowhere to go', () => {
    render(<Pagination page={1} total={4} onPage={jest.fn()} noun="reports" />);
    for (const name of ['First page', 'Previous', 'Next', 'Last page'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
  });
});
