import '../../../test-support/polyfills';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SiteHeader } from '../site-header';

const renderHeader = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <SiteHeader />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/faqs" element={<p>faqs page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('phone menu', () => {
  it('When Menu is pressed, then it reads Close, is expanded and the panel can be used', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hasAttribute('inert')).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.textContent).toContain('Close');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('inert')).toBe(false);
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Download app',
      'Blog',
      'Get Premium',
      'Safety',
      'FAQs',
      'Advertise',
      'Get help',
      'Auctions',
      'Tokens',
      'Sign in',
    ]);
  });

  it('When a link in the panel is tapped, then the panel closes and the page changes', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    fireEvent.click(within(panel).getByRole('link', { name: 'FAQs' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('faqs page')).toBeTruthy();
  });

  it('When Escape is pressed, then the open panel closes', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
