import type { Config } from '../../config/env';

type SiteMetaConfig = Pick<Config, 'site' | 'publicUrl'>;

/** Crawlers may read the public site; the control centre, the API and the payment pages are not for indexes. */
export function robotsTxt(config: SiteMetaConfig): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /control/',
    'Disallow: /api/',
    'Disallow: /purchase-plan',
    'Disallow: /payment-success',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The English path of a page in either language: /pcm/faqs → /faqs, /pcm → / (decision 0174). */
const englishPathOf = (path: string) => (/^\/pcm(\/|$)/.test(path) ? path.slice(4) || '/' : path);
const pidginPathOf = (path: string) => (path === '/' ? '/pcm' : `/pcm${path}`);

/**
 * Every prerendered public page, by its canonical URL; a page that exists in English and in Nigerian Pidgin names
 * both with hreflang (x-default: English), as the pages themselves do (decision 0174).
 */
export function sitemapXml(config: SiteMetaConfig, paths: string[]): string {
  const listed = new Set(paths);
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(config.publicUrl + path)}"/>`;
  const urls = paths.map((path) => {
    const english = englishPathOf(path);
    const pidgin = pidginPathOf(english);
    const alternates =
      listed.has(english) && listed.has(pidgin)
        ? [link('en', english), link('pcm', pidgin), link('x-default', english)].join('')
        : '';
    return `  <url><loc>${xmlEscape(config.publicUrl + path)}</loc>${alternates}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The web app manifest: installs the site under the configured product name with the brand colours. */
export function webManifest(config: SiteMetaConfig) {
  return {
    name: config.site.productName,
    short_name: config.site.productName,
    description: 'Date beyond the first glance: meet through bios and shared interests first.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbf8f5',
    theme_color: '#1d1033',
    lang: 'en-NG',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
