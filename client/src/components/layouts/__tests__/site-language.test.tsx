import '../../../test-support/polyfills';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteFooter } from '../site-footer';
import { adoptSiteLanguage, englishPathOf, siteLanguageOf, sitePath } from '../site-language';

/** The public site's language by URL (decision 0174). */
describe('the public site language by URL', () => {
  afterEach(() => act(() => adoptSiteLanguage('en')));

  it('When a path is read, then /pcm and what is under it are Pidgin, everything else English', () => {
    expect(siteLanguageOf('/pcm')).toBe('pcm');
    expect(siteLanguageOf('/pcm/faqs')).toBe('pcm');
    expect(siteLanguageOf('/')).toBe('en');
    expect(siteLanguageOf('/faqs')).toBe('en');
    expect(siteLanguageOf('/pcmx')).toBe('en');
  });

  it('When a page is named in a language, then English keeps its path, Pidgin is under /pcm, and /app stays /app', () => {
    expect(sitePath('/', 'pcm')).toBe('/pcm');
    expect(sitePath('/faqs', 'pcm')).toBe('/pcm/faqs');
    expect(sitePath('/pcm/faqs', 'pcm')).toBe('/pcm/faqs');
    expect(sitePath('/pcm/faqs', 'en')).toBe('/faqs');
    expect(sitePath('/pcm', 'en')).toBe('/');
    expect(sitePath('/app', 'pcm')).toBe('/app');
    expect(sitePath('/app/sign-in', 'pcm')).toBe('/app/sign-in');
    expect(sitePath('/control/center', 'pcm')).toBe('/control/center');
    expect(englishPathOf('/pcm/child-safety')).toBe('/child-safety');
  });

  it('When the footer is shown on a Pidgin page, then its texts are Pidgin, its links stay under /pcm and the switch leads to the same page in English', () => {
    adoptSiteLanguage('pcm');
    render(
      <MemoryRouter initialEntries={['/pcm/faqs']}>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'How to stay safe' }).getAttribute('href')).toBe('/pcm/safety');
    expect(screen.getByRole('link', { name: 'Naijá' }).getAttribute('aria-current')).toBe('true');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/faqs');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(english.getAttribute('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('pcm');
  });
});
