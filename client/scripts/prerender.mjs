// Prerenders the public pages into dist/.pages/ (a dot folder, so static serving never exposes the
// unconfigured HTML): the server fills in the site configuration and serves them; the client hydrates.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const clientDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(clientDir, 'dist');
const pagesDir = join(dist, '.pages');

/** Each prerendered path and the route module holding its page (its chunk and CSS are linked up front). */
export const PAGES = [
  { path: '/', module: null },
  { path: '/safety', module: 'src/app/routes/safety.tsx' },
  { path: '/faqs', module: 'src/app/routes/faqs.tsx' },
  { path: '/advertise', module: 'src/app/routes/advertise.tsx' },
  { path: '/support', module: 'src/app/routes/support.tsx' },
  { path: '/premium', module: 'src/app/routes/premium.tsx' },
  { path: '/get', module: 'src/app/routes/get.tsx' },
  { path: '/tokens', module: 'src/app/routes/tokens.tsx' },
  { path: '/auctions', module: 'src/app/routes/auctions.tsx' },
  { path: '/useragreement', module: 'src/app/routes/legal-pages.tsx' },
  { path: '/privacypolicy', module: 'src/app/routes/legal-pages.tsx' },
  { path: '/child-safety', module: 'src/app/routes/legal-pages.tsx' },
];

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { renderPage, renderMemberFrame } = await import(
  pathToFileURL(join(clientDir, 'dist-ssr', 'entry-server.js')).href
);

const escape = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunk of a route module with every chunk and stylesheet it imports statically. */
function assetsOf(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return { scripts: [], styles: [] };
  seen.add(key);
  const own = { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) };
  for (const child of entry.imports ?? []) {
    if (manifest[child]?.isEntry) continue;
    const nested = assetsOf(child, seen);
    own.scripts.push(...nested.scripts);
    own.styles.push(...nested.styles);
  }
  return own;
}

/**
 * The languages of the public pages (docs/decisions/0174-public-site-languages.md): English at the site's paths,
 * Nigerian Pidgin under /pcm. Pidgin is rendered first, so the last page rendered (and the language the member
 * frame below is rendered in) is English.
 */
const LANGUAGES = [
  { language: 'pcm', htmlLang: 'pcm', locale: 'pcm_NG' },
  { language: 'en', htmlLang: 'en-NG', locale: 'en_NG' },
];
const PIDGIN_PREFIX = '/pcm';
/** A page's path in a language: /faqs → /pcm/faqs, / → /pcm. */
const pathIn = (path, language) =>
  language === 'en' ? path : path === '/' ? PIDGIN_PREFIX : `${PIDGIN_PREFIX}${path}`;
/** Its file under dist/.pages: index.html, faqs.html, pcm/index.html, pcm/faqs.html. */
const fileOf = (path) =>
  path === '/' ? 'index.html' : path === PIDGIN_PREFIX ? 'pcm/index.html' : `${path.slice(1)}.html`;

/**
 * The page in every language for search engines: `hreflang` links to each (x-default: English, what a visitor
 * whose language is neither gets) and the canonical URL of this language's own page.
 */
function languageTags(path, language) {
  const url = (inLanguage) => `%PUBLIC_URL%${pathIn(path, inLanguage)}`;
  return [
    `<link rel="canonical" href="${url(language)}" />`,
    `<link rel="alternate" hreflang="en" href="${url('en')}" />`,
    `<link rel="alternate" hreflang="pcm" href="${url('pcm')}" />`,
    `<link rel="alternate" hreflang="x-default" href="${url('en')}" />`,
  ];
}

/** Social cards: %PUBLIC_URL% and %SITE:…% are filled in by the server from its configuration. */
function socialTags(path, title, description, language) {
  const url = `%PUBLIC_URL%${path === '/' ? '/' : path}`;
  const { locale } = LANGUAGES.find((entry) => entry.language === (language ?? 'en'));
  const other = LANGUAGES.find((entry) => entry.language !== (language ?? 'en')).locale;
  return [
    ...(language ? languageTags(path, language) : [`<link rel="canonical" href="${url}" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="%SITE:productName%" />`,
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(description)}" />`,
    `<meta property="og:url" content="${language ? `%PUBLIC_URL%${pathIn(path, language)}` : url}" />`,
    `<meta property="og:image" content="%PUBLIC_URL%/og-image.jpg" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:locale" content="${locale}" />`,
    ...(language ? [`<meta property="og:locale:alternate" content="${other}" />`] : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(title)}" />`,
    `<meta name="twitter:description" content="${escape(description)}" />`,
    `<meta name="twitter:image" content="%PUBLIC_URL%/og-image.jpg" />`,
  ].join('\n    ');
}

// The brand font's latin file is needed by every page's first heading: fetch it with the HTML, not after the CSS.
const brandFont = readdirSync(join(dist, 'assets')).find((file) => /^outfit-variable-subset-.*\.woff2$/.test(file));

/**
 * On a slow link each stylesheet costs a round trip before the first paint: prerendered pages carry
 * their CSS inline (the CSP allows inline styles), so text paints as soon as the HTML arrives.
 */
const inlineStyles = (html, hrefs) => {
  const entryStyles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1],
  );
  const all = [...new Set([...entryStyles, ...hrefs])];
  const css = all.map((href) => readFileSync(join(dist, href)).toString()).join('\n');
  const withoutLinks = entryStyles.reduce(
    (result, href) => result.replace(`<link rel="stylesheet" crossorigin href="${href}">`, ''),
    html,
  );
  // The links stay, `disabled` (nothing fetches them), for Vite's loader: it finds a chunk's CSS already there
  // instead of fetching it again before the chunk may run.
  const disabled = all.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`).join('\n    ');
  return withoutLinks.replace(
    '</head>',
    `  ${disabled}\n    <style data-inlined="${all.join(' ')}">${css}</style>\n  </head>`,
  );
};

/**
 * The app itself (src/app-start.tsx, the `app-start` chunk): the entry imports it only after the first paint (src/main.tsx), so every page
 * names its chunks up front (no request waits for the entry to run) and carries its CSS like a route's.
 */
const APP_START = (manifest['index.html']?.dynamicImports ?? []).find((key) => manifest[key]?.name === 'app-start');
if (!APP_START) throw new Error('the entry imports no app-start chunk (vite.config.ts, src/main.tsx)');

/** `language`: a prerendered public page's (its `<html lang>`, hreflang and canonical); the shells have none. */
function pageHtml({ path, module, title, description, body, inline = true, language }) {
  const app = assetsOf(APP_START);
  const own = module ? assetsOf(module) : { scripts: [], styles: [] };
  const scripts = [...app.scripts, ...own.scripts];
  const styles = [...app.styles, ...own.styles];
  const inTemplate = (href) => template.includes(`"${href}"`);
  const links = [
    ...(brandFont ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${brandFont}">`] : []),
    ...(inline ? [] : [...new Set(styles)].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)),
    ...[...new Set(scripts)]
      .filter((href) => !inTemplate(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  const htmlLang = LANGUAGES.find((entry) => entry.language === language)?.htmlLang;
  const html = template
    .replace(/<html lang="[^"]*">/, (tag) => (htmlLang ? `<html lang="${htmlLang}">` : tag))
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escape(description)}" />\n    ${socialTags(path, title, description, language)}`,
    )
    .replace('</head>', `    ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  return inline ? inlineStyles(html, [...new Set(styles)]) : html;
}

mkdirSync(pagesDir, { recursive: true });
const written = [];
mkdirSync(join(pagesDir, PIDGIN_PREFIX.slice(1)), { recursive: true });
for (const { language } of LANGUAGES) {
  for (const page of PAGES) {
    const path = pathIn(page.path, language);
    const { html, title, description } = await renderPage(path);
    const file = fileOf(path);
    writeFileSync(join(pagesDir, file), pageHtml({ ...page, title, description, body: html, language }));
    written.push({ path, file, language });
  }
}
// Listed English first (the sitemap's order), each language in the site's order.
written.sort((a, b) => Number(a.language !== 'en') - Number(b.language !== 'en'));
// The shell for every other path (purchase, payment result, control centre, 404): social tags, no content.
const shellDescription = /<meta name="description" content="([^"]*)"/.exec(template)[1];
const shellTitle = /<title>([^<]*)<\/title>/.exec(template)[1];
writeFileSync(
  join(pagesDir, 'shell.html'),
  pageHtml({ path: '/', module: null, title: shellTitle, description: shellDescription, body: '', inline: false }),
);

/**
 * The member web app's first requests (src/member-app/boot.ts), compiled to one plain script that the /app shells
 * carry inline: it runs as the HTML is parsed, one round trip earlier than a script file could. The server allows
 * it by its hash in the CSP of those pages (server/src/modules/site/site-pages.ts), never by 'unsafe-inline'.
 */
async function inlineBootScript(entry) {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: clientDir,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: join(clientDir, entry), formats: ['iife'], name: 'blyndMemberBoot' },
      // The catalogues of the shared package, not its schemas (and zod): as in vite.config.ts.
      rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/]src[\\/]/, sideEffects: false }] } },
    },
  });
  // `<!--` opens an escaped state in a script element; the first paint's HTML strings hold React's text separators
  // (`<!-- -->`), which can only be in string literals here, so they are written with an escape for `<`.
  const code = (Array.isArray(result) ? result[0] : result).output[0].code.trim().replaceAll('<!--', '\\x3C!--');
  if (/<\/script|<!--/i.test(code)) throw new Error('the inline boot script holds a sequence that would end it early');
  return code;
}
const bootScript = await inlineBootScript('src/member-app/boot-inline.ts');
/**
 * The /app/discover shell's: the same requests, then discover's lists painted from their answer before the app has
 * arrived (src/member-app/discover-first-paint.ts, docs/decisions/0108-discover-first-card-from-the-boot-answer.md).
 */
const discoverBootScript = await inlineBootScript('src/member-app/boot-discover-inline.ts');

/**
 * The member web app's shells (served for /app and every path under it). In the head, before anything else,
 * the inline boot script asks the session cookie for an access token and the landing screen's data in one
 * request; the styles are inline too (a stylesheet would cost a round trip before the first paint; the links
 * stay, `disabled` so nothing fetches them, for the lazy chunks' loader to find their CSS already there), and the
 * route chunks are named up front, so nothing waits for the router to discover them one import after another.
 * The /app/discover shell also carries the member frame prerendered (header, navigation, the heading: what the
 * app renders while the session is checked), so the first paint needs only the HTML
 * (docs/decisions/0102-app-lcp-one-round-trip.md).
 */
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1" />';
const memberShell = (modules, frame = '', script = bootScript) => {
  const { scripts, styles } = modules
    .map((key) => assetsOf(key))
    .reduce((all, one) => ({ scripts: [...all.scripts, ...one.scripts], styles: [...all.styles, ...one.styles] }), {
      scripts: [],
      styles: [],
    });
  const html = pageHtml({
    path: '/',
    module: null,
    title: shellTitle,
    description: shellDescription,
    body: frame,
    inline: false,
  });
  if (!html.includes(VIEWPORT)) throw new Error('the member shells found no viewport meta tag to extend (index.html)');
  const entryStyles = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const allStyles = [...new Set([...entryStyles, ...styles])];
  // The brand font is `optional` here: the shells do not preload it, so it is never there for the first paint, and
  // a swap would re-render the heading the app then replaces with a new node in the wider face, a later and larger
  // LCP candidate than the prerendered one. The fallback stays for this page; the font, fetched anyway, serves the
  // next one from the cache (docs/decisions/0105-lcp-critical-path.md).
  const css = allStyles
    .map((href) => readFileSync(join(dist, href)).toString())
    .join('\n')
    .replace(/(@font-face\{[^}]*font-display:)swap/g, '$1optional');
  if (!css.includes('font-display:optional'))
    throw new Error('the member shells found no swapped font face to make optional');
  const links = allStyles.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`).join('\n    ');
  // The chunks (the app's and the member ones) are named to the inline script, which preloads them once the session
  // refresh has left: on HTTP/1.1's six connections a host, links in the HTML took them all before it ran, and the
  // refresh queued behind them (src/member-app/boot.ts, decision 0108).
  const appPreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const preloads = [...new Set([...appPreloads, ...scripts])].filter((href) => !html.includes(`src="${href}"`));
  return (
    entryStyles
      .reduce((page, href) => page.replace(`<link rel="stylesheet" crossorigin href="${href}">`, ''), html)
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
      .replace(/\s*<link rel="preload" as="font"[^>]*>/, '')
      // The app's bars pad themselves with the safe-area insets (member-app.css): the page may cover the whole screen.
      .replace(VIEWPORT, `${VIEWPORT.slice(0, -4)}, viewport-fit=cover" />`)
      .replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <script>var __blyndShellPreloads=${JSON.stringify(preloads)};${script}</script>`,
      )
      .replace('</head>', `  ${links}\n    <style data-inlined="${allStyles.join(' ')}">${css}</style>\n  </head>`)
  );
};
// The member app's shells name two of its chunks (vite.config.ts): `member-app`, what every /app shell needs, and
// `member-app-signed-in`, the layout and discover; sign-in is a chunk of its own, named with the first only (the
// third, `member-app-screens`, loads with the other screens).
const chunkNamed = (name) => {
  const key = Object.keys(manifest).find((key) => manifest[key].name === name && key.endsWith('.js'));
  if (!key) throw new Error(`the member shells found no ${name} chunk in the manifest`);
  return key;
};
const SIGNED_IN = [chunkNamed('member-app'), chunkNamed('member-app-signed-in')];
writeFileSync(join(pagesDir, 'member-app.html'), memberShell(SIGNED_IN));
writeFileSync(
  join(pagesDir, 'member-discover.html'),
  memberShell(SIGNED_IN, await renderMemberFrame('/app/discover'), discoverBootScript),
);
writeFileSync(join(pagesDir, 'member-sign-in.html'), memberShell(['src/member-app/screens/sign-in.tsx']));
for (const [name, script] of [
  ['boot script', bootScript],
  ['boot script of /app/discover', discoverBootScript],
])
  console.log(
    `Member shells: inline ${name} ${script.length} bytes (sha256-${createHash('sha256').update(script).digest('base64')})`,
  );
writeFileSync(join(pagesDir, 'pages.json'), JSON.stringify(written, null, 2));
console.log(`Prerendered ${written.length} pages into ${pagesDir}`);
