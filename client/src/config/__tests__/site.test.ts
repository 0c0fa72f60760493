import { DEFAULT_SITE_CONFIG, readSiteConfig } from '../site';

const withMeta = (content: string) => {
  document.head.innerHTML = '';
  const meta = document.createElement('meta');
  meta.name = 'site-config';
  meta.content = content;
  document.head.appendChild(meta);
  return document;
};

describe('readSiteConfig', () => {
  it('When the server filled the meta tag, then its values are used', () => {
    const config = readSiteConfig(
      withMeta(JSON.stringify({ productName: 'Blynd NG', blogUrl: 'https://blog.example.com', extra: 1 })),
    );
    expect(config.productName).toBe('Blynd NG');
    expect(config.blogUrl).toBe('https://blog.example.com');
    expect(config.appleStoreUrl).toBe(DEFAULT_SITE_CONFIG.appleStoreUrl);
  });

  it('When the tag is missing (dev server), then the defaults apply', () => {
    document.head.innerHTML = '<!--site-config-->';
    expect(readSiteConfig(document)).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('When the tag holds bad JSON or non-text values, then those fall back to the defaults', () => {
    expect(readSiteConfig(withMeta('{oops'))).toEqual(DEFAULT_SITE_CONFIG);
    expect(readSiteConfig(withMeta(JSON.stringify({ productName: 42, xUrl: '' })))).toEqual(DEFAULT_SITE_CONFIG);
  });
});
