import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { CLIENT_DIST } from '../site.routes';
import { PUBLIC_PAGES } from './public-pages';

const ROOT = join(CLIENT_DIST, '..', '..');

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** The bytes exactly as they went over the wire (supertest would decompress them). */
async function raw(app: Express, path: string, headers: Record<string, string>): Promise<RawResponse> {
  const server = app.listen(0);
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

const mainScript = () => {
  const html = readFileSync(join(CLIENT_DIST, 'index.html'), 'utf8');
  return /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
};
/** The app's chunk, which the small entry imports after the first paint (client/src/main.tsx); every page preloads it. */
const appScript = () => {
  const html = readFileSync(join(CLIENT_DIST, '.pages', 'index.html'), 'utf8');
  return /<link rel="modulepreload" crossorigin href="(\/assets\/app-start-[^"]+\.js)">/.exec(html)![1];
};

describe('the public site as served', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The production build is what is under test (prerendered pages, precompressed assets, no maps).
    const build = spawnSync('node', ['scripts/ensure-build.mjs', '--client-only'], { cwd: ROOT, stdio: 'inherit' });
    expect(build.status).toBe(0);
    t = await createTestApp({
      seed: false,
      env: { PRODUCT_NAME: 'Blynd & Co', COMPANY_NAME: 'Blynd Labs Nigeria Ltd' },
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('When a browser accepting Brotli asks for the app script, then Brotli bytes of that file arrive, cached for a year', async () => {
    const path = appScript();
    const res = await raw(t.app, path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    const original = readFileSync(join(CLIENT_DIST, path));
    expect(res.body.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(res.body).equals(original)).toBe(true);
  });

  it('When a client accepts only gzip, then gzip; when it accepts nothing, then the plain file', async () => {
    const path = appScript();
    const gzip = await raw(t.app, path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(readFileSync(join(CLIENT_DIST, path)))).toBe(true);
    const plain = await raw(t.app, path, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(CLIENT_DIST, path)))).toBe(true);
  });

  it('When the stylesheet is asked for, then it is compressed too', async () => {
    const css = readdirSync(join(CLIENT_DIST, 'assets')).find((file) => file.endsWith('.css'))!;
    const res = await raw(t.app, `/assets/${css}`, { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/css/);
  });

  it('When / is opened, then the prerendered content, the configuration and the social card arrive compressed and uncached', async () => {
    const res = await raw(t.app, '/', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    const html = brotliDecompressSync(res.body).toString();
    expect(html).toMatch(/<div id="root"><a class="skip-link"/);
    expect(html).toContain('Fall for who they are');
    expect(html).not.toContain('%SITE:');
    expect(html).not.toContain('%PUBLIC_URL%');
    expect(html).toContain('Blynd &amp; Co');
    expect(html).toContain('<meta property="og:url" content="http://127.0.0.1:3999/" />');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:3999/og-image.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const meta = /<meta name="site-config" content="([^"]+)">/
      .exec(html)![1]
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(meta)).toMatchObject({ productName: 'Blynd & Co', companyName: 'Blynd Labs Nigeria Ltd' });
  });

  it('When / is opened, then its LCP element paints from the HTML alone: no request and no script stands before it (decision 0105)', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html');
    const html = res.text;
    const head = html.slice(0, html.indexOf('<body'));
    // The hero heading is in the HTML, the CSS is inline, and nothing in the head blocks rendering: every stylesheet
    // link is disabled (there only for Vite's loader), the one script is a module (deferred) and there is no inline one.
    expect(html).toMatch(
      /<div id="root">.*<h1 id="hero-title">Fall for who they are before you see how they look\.<\/h1>/s,
    );
    const css = /<style data-inlined="[^"]+">([\s\S]*?)<\/style>/.exec(head)![1];
    expect(css).toContain('.hero__copy h1{');
    for (const link of head.match(/<link rel="stylesheet"[^>]*>/g) ?? []) expect(link).toMatch(/ disabled>$/);
    expect(head.match(/<script[^>]*>/g)).toEqual([`<script type="module" crossorigin src="${mainScript()}">`]);
    // The app's chunk is fetched with the HTML; the entry waits for a frame, then imports it (it does not import it
    // statically, which would run the app before the first paint), and stays small.
    expect(head).toContain(`<link rel="modulepreload" crossorigin href="${appScript()}">`);
    const entry = readFileSync(join(CLIENT_DIST, mainScript()), 'utf8');
    expect(entry).toContain('requestAnimationFrame');
    expect(entry).toMatch(/import\(`\.\/app-start-[^`]+\.js`\)/);
    expect(entry).not.toMatch(/^import\b|\bfrom\s*["'`]\.\/app-start/m);
    expect(entry.length).toBeLessThan(4096);
    // The sections below the hero (and the footer) are laid out only when they come near the viewport.
    expect(css).toMatch(/\.hero~\.section\{content-visibility:auto;contain-intrinsic-size:auto \d+px\}/);
    // The font is preloaded and swaps in: the heading paints in the fallback, not after the font.
    expect(css).toMatch(/@font-face\{[^}]*font-display:swap/);
    // The CSP stays strict: scripts from this origin only, no inline script allowed on a public page.
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)![1];
    expect(scriptSrc).toBe("'self'");
  });

  it.each([
    ['/safety', 'Ten tips for dating safely', 'Safety tips'],
    ['/faqs', 'Frequently asked questions', 'FAQs'],
    ['/useragreement', 'Terms of use', 'Terms of use'],
    ['/advertise', 'Advertise on', 'Advertise'],
  ])(
    'When %s is opened, then its own content, title and card are in the HTML before any script runs',
    async (path, heading, title) => {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain(heading);
      expect(res.text).toContain(`<title>${title} | Blynd &amp; Co</title>`);
      expect(res.text).toContain(`<meta property="og:title" content="${title} | Blynd &amp; Co" />`);
      expect(res.text).toMatch(/<style data-inlined="\/assets\/[^"]+\.css[^"]*">/);
    },
  );

  it('When an unknown path is opened, then the app shell answers 404; the purchase page gets the shell with 200', async () => {
    expect((await request(t.app).get('/no-such-page').set('Accept', 'text/html')).status).toBe(404);
    const purchase = await request(t.app).get('/purchase-plan').set('Accept', 'text/html');
    expect(purchase.status).toBe(200);
    expect(purchase.text).toContain('<div id="root"></div>');
  });

  it('When the member web app is opened at /app or a screen under it, then the client shell answers 200', async () => {
    for (const path of ['/app/chat/5b0e8c1e-0000-4000-8000-000000000000', '/app/sign-in']) {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
    }
    // Discover (and /app, which leads there) arrives with the member frame prerendered: header, navigation, heading.
    for (const path of ['/app', '/app/discover']) {
      const res = await request(t.app).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<div id="root">.*<nav aria-label="Member" class="m-nav">.*<h1>Discover<\/h1>/s);
    }
    expect((await request(t.app).get('/application').set('Accept', 'text/html')).status).toBe(404);
  });

  it('When /app is opened, then its shell starts the session check inline, allowed by its hash alone (and WebAssembly, for the voice recorder), and names the member chunks; public pages do neither', async () => {
    const inline = /<script>([\s\S]*?)<\/script>/;
    for (const path of ['/app/discover', '/app/sign-in', '/app/likes']) {
      const page = await request(t.app).get(path).set('Accept', 'text/html');
      const script = inline.exec(page.text)![1];
      expect(script).toContain('__blyndMemberBoot');
      expect(script).toContain('/refresh');
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(page.headers['content-security-policy'] as string)![1];
      expect(scriptSrc.split(' ')).toEqual(["'self'", hash, "'wasm-unsafe-eval'"]);
    }
    // The chunks are named to the inline script, which preloads them once the refresh has left (decision 0108).
    const landing = await request(t.app).get('/app/discover').set('Accept', 'text/html');
    expect(landing.text).toMatch(/<script>var __blyndShellPreloads=\[[^\]]*"\/assets\/member-app-[^"]+\.js"/);
    expect(landing.text).not.toContain('rel="modulepreload"');
    const signIn = await request(t.app).get('/app/sign-in').set('Accept', 'text/html');
    expect(signIn.text).toMatch(/<script>var __blyndShellPreloads=\[[^\]]*"\/assets\/sign-in-[^"]+\.js"/);
    for (const path of ['/', '/premium', '/purchase-plan', '/control/center/auth/login']) {
      const page = await request(t.app).get(path).set('Accept', 'text/html');
      expect(page.text).not.toMatch(/<script>|member-app-|auth\/web/);
      expect(page.headers['content-security-policy']).not.toMatch(/sha256-|wasm-unsafe-eval/);
    }
  });

  it('When the production build is looked at, then it holds no source map, and a stray map on disk is not served', async () => {
    // A parallel run of this file (CI runs the suite on both databases at once) may have its stray map on disk.
    const maps = readdirSync(join(CLIENT_DIST, 'assets')).filter(
      (file) => file.endsWith('.map') && !file.startsWith('stray-test-'),
    );
    expect(maps).toEqual([]);
    expect(readFileSync(join(CLIENT_DIST, mainScript())).toString()).not.toContain('sourceMappingURL');
    const stray = join(CLIENT_DIST, 'assets', `stray-test-${process.pid}.js.map`);
    writeFileSync(stray, '{"version":3,"sources":["secret.ts"]}');
    try {
      const res = await request(t.app).get(`/assets/stray-test-${process.pid}.js.map`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('secret.ts');
    } finally {
      rmSync(stray);
    }
  });

  it('When a crawler reads robots.txt and the sitemap, then it finds the public pages by their full URLs', async () => {
    const robots = await request(t.app).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /control/');
    expect(robots.text).toContain('Sitemap: http://127.0.0.1:3999/sitemap.xml');
    const sitemap = await request(t.app).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    for (const path of PUBLIC_PAGES) {
      expect(sitemap.text).toContain(`<loc>http://127.0.0.1:3999${path}</loc>`);
    }
    expect(sitemap.text).not.toContain('/purchase-plan');
  });

  it('When a phone installs the site, then the manifest names the product and its icons exist', async () => {
    const res = await request(t.app).get('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({
      name: 'Blynd & Co',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1d1033',
    });
    for (const icon of manifest.icons) {
      const file = await request(t.app).get(icon.src);
      expect(file.status).toBe(200);
    }
    for (const path of ['/apple-touch-icon.png', '/favicon-32.png', '/og-image.jpg']) {
      expect((await request(t.app).get(path)).status).toBe(200);
    }
  });
});
