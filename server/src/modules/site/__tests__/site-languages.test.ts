import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { CLIENT_DIST } from '../site.routes';
import { PUBLIC_PAGES } from './public-pages';

const ROOT = join(CLIENT_DIST, '..', '..');
const ORIGIN = 'http://127.0.0.1:3999';

const pidginOf = (path: string) => (path === '/' ? '/pcm' : `/pcm${path}`);

const headOf = (html: string) => html.slice(0, html.indexOf('<body'));
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...headOf(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [m[1], m[2]]),
  );
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

describe('the public site in English and Nigerian Pidgin, as prerendered and served', () => {
  let t: TestApp;
  beforeAll(async () => {
    const build = spawnSync('node', ['scripts/ensure-build.mjs', '--client-only'], { cwd: ROOT, stdio: 'inherit' });
    expect(build.status).toBe(0);
    t = await createTestApp({ seed: false, env: { PRODUCT_NAME: 'Blynd & Co' } });
  }, 180_000);
  afterAll(() => t?.close());

  /** The page at `path` as a browser opens it, and what a crawler reads in its head. */
  const pageHead = async (path: string) => {
    const res = await request(t.app).get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    return {
      text: res.text,
      head: { lang: langOf(res.text), canonical: canonicalOf(res.text), alternates: alternatesOf(res.text) },
    };
  };

  it('When the build is looked at, then every prerendered page exists in both languages, each listed with its language', () => {
    const list: { path: string; file: string; language: string }[] = JSON.parse(
      readFileSync(join(CLIENT_DIST, '.pages', 'pages.json'), 'utf8'),
    );
    expect(list.filter((page) => page.language === 'en').map((page) => page.path)).toEqual(PUBLIC_PAGES);
    expect(list.filter((page) => page.language === 'pcm').map((page) => page.path)).toEqual(PUBLIC_PAGES.map(pidginOf));
  });

  it.each(PUBLIC_PAGES.map((path) => [path, pidginOf(path)]))(
    'When %s and %s are opened, then each has its html lang, its own canonical URL and hreflang links to both (x-default English)',
    async (english, pidgin) => {
      const expected = { en: ORIGIN + english, pcm: ORIGIN + pidgin, 'x-default': ORIGIN + english };
      const en = await pageHead(english);
      expect(en.head).toEqual({ lang: 'en-NG', canonical: ORIGIN + english, alternates: expected });
      expect(en.text).toContain('<meta property="og:locale" content="en_NG" />');

      const pcm = await pageHead(pidgin);
      expect(pcm.head).toEqual({ lang: 'pcm', canonical: ORIGIN + pidgin, alternates: expected });
      expect(pcm.text).toContain('<meta property="og:locale" content="pcm_NG" />');
      expect(pcm.text).toContain(`<meta property="og:url" content="${ORIGIN}${pidgin}" />`);
      // The Pidgin page is its own text, not the English one under another address.
      expect(pcm.text).not.toEqual(en.text);
      expect(pcm.text).not.toContain('%SITE:');
    },
  );

  it.each([
    ['/pcm', 'Fall for who dem be before you see how dem look.', 'Date pass wetin your eye first see'],
    ['/pcm/faqs', 'Questions wey pipo dey ask well well', 'Questions'],
    ['/pcm/safety', 'Ten tips to date safe', 'How to stay safe'],
    ['/pcm/useragreement', 'Na di English version be di one wey law go hold', 'Terms of use'],
  ])(
    'When %s is opened, then its Pidgin content and title are in the HTML before any script runs',
    async (path, text, title) => {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      expect(res.text).toContain(text);
      expect(res.text).toContain(`<title>${title} | Blynd &amp; Co</title>`);
      // In-site links stay in Pidgin; the switch names both languages.
      expect(res.text).toContain('href="/pcm/faqs"');
      expect(res.text).toMatch(new RegExp(`<a[^>]*href="${path}"[^>]*>Naijá</a>`));
    },
  );

  it('When the English home page is prerendered, then its hero and its LCP heading are as before', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html');
    expect(res.text).toMatch(
      /<div id="root">.*<h1 id="hero-title">Fall for who they are before you see how they look\.<\/h1>/s,
    );
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>English<\/a>/);
  });

  it('When Pidgin pages that are not prerendered are asked for, then the purchase pages get the shell and an unknown one a 404', async () => {
    expect((await request(t.app).get('/pcm/purchase-plan').set('Accept', 'text/html')).status).toBe(200);
    expect((await request(t.app).get('/pcm/payment-success').set('Accept', 'text/html')).status).toBe(200);
    expect((await request(t.app).get('/pcm/no-such-page').set('Accept', 'text/html')).status).toBe(404);
    expect((await request(t.app).get('/pcmx').set('Accept', 'text/html')).status).toBe(404);
  });

  it('When a crawler reads the sitemap, then it finds every page in both languages, each naming the other', async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const english of PUBLIC_PAGES) {
      const links =
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${english}"/>` +
        `<xhtml:link rel="alternate" hreflang="pcm" href="${ORIGIN}${pidginOf(english)}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${english}"/>`;
      expect(sitemap).toContain(`<url><loc>${ORIGIN}${english}</loc>${links}</url>`);
      expect(sitemap).toContain(`<url><loc>${ORIGIN}${pidginOf(english)}</loc>${links}</url>`);
    }
  });
});
