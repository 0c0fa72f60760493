import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Config } from '../../config/env';
import { checksCopy } from './checks-copy';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One HTML page with the configuration filled in, compressed on first request per encoding. `scriptSources`: the
 * CSP sources added to `script-src` for this page alone: its inline scripts' hashes (`'sha256-…'`), and for the /app
 * shells WebAssembly compilation.
 */
export type SitePage = { path: string; scriptSources: string[]; body(encoding: Encoding): Buffer };

/**
 * The /app shells may compile WebAssembly (never eval): where a browser's MediaRecorder records no Opus, the voice
 * recorder encodes it with libopus in an AudioWorklet, under the page's policy (decision 0181).
 */
const MEMBER_SHELL_SOURCES = ["'wasm-unsafe-eval'"];

/**
 * `memberShell`, `memberDiscoverShell` and `memberSignInShell`: the shells for /app, which also start the member
 * web app's first requests (an inline script) and preload its route chunks (client/scripts/prerender.mjs); the
 * discover one carries the member frame prerendered. The plain shell when the build has none.
 */
export type SitePages = {
  pages: Map<string, SitePage>;
  shell: SitePage;
  memberShell: SitePage;
  memberDiscoverShell: SitePage;
  memberSignInShell: SitePage;
};

/** The CSP sources that allow exactly the page's inline scripts (`<script>` without attributes): their sha256. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
  );
}

/** `policy` with `sources` added to its script-src (helmet's policy always has one; else one is added). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (!sources.length) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === 'script-src');
  if (index === -1) directives.push(`script-src 'self' ${sources.join(' ')}`);
  else directives[index] = `${directives[index]} ${sources.join(' ')}`;
  return directives.join(';');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills in what the build left open: the site-config meta tag the client reads (decision 0003), the
 * `%SITE:key%` tokens the prerender rendered in place of configured text and links, and `%PUBLIC_URL%`
 * of the canonical and social-card URLs. Values are escaped once here for both text and attributes.
 */
export function configureHtml(
  html: string,
  config: Pick<Config, 'site' | 'publicUrl' | 'screening' | 'liveness'>,
): string {
  const site: Record<string, string> = { ...config.site, ...checksCopy(config) };
  const configMeta = `<meta name="site-config" content="${escapeAttribute(JSON.stringify(site))}">`;
  return html
    .replace('<!--site-config-->', configMeta)
    .replace(/%PUBLIC_URL%/g, escapeAttribute(config.publicUrl))
    .replace(/%SITE:(\w+)%/g, (token, key: string) => (key in site ? escapeAttribute(site[key]) : token));
}

function sitePage(path: string, html: string, sources: string[] = []): SitePage {
  const raw = Buffer.from(html);
  const cache = new Map<Encoding, Buffer>([['identity', raw]]);
  return {
    path,
    scriptSources: [...inlineScriptHashes(html), ...sources],
    body(encoding) {
      let body = cache.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(raw, { level: 9 });
        cache.set(encoding, body);
      }
      return body;
    },
  };
}

/** The prerendered pages (client/scripts/prerender.mjs) and the shell for every other path. */
export function loadSitePages(
  clientDist: string,
  config: Pick<Config, 'site' | 'publicUrl' | 'screening' | 'liveness'>,
): SitePages | undefined {
  const pagesDir = join(clientDist, '.pages');
  const shellFile = existsSync(join(pagesDir, 'shell.html'))
    ? join(pagesDir, 'shell.html')
    : join(clientDist, 'index.html');
  if (!existsSync(shellFile)) return undefined;
  const shell = sitePage('*', configureHtml(readFileSync(shellFile, 'utf8'), config));
  const listFile = join(pagesDir, 'pages.json');
  const list: { path: string; file: string }[] = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const pages = new Map(
    list.map(({ path, file }) => [
      path,
      sitePage(path, configureHtml(readFileSync(join(pagesDir, file), 'utf8'), config)),
    ]),
  );
  const shellOr = (file: string) =>
    existsSync(join(pagesDir, file))
      ? sitePage('*', configureHtml(readFileSync(join(pagesDir, file), 'utf8'), config), MEMBER_SHELL_SOURCES)
      : shell;
  const memberShell = shellOr('member-app.html');
  return {
    pages,
    shell,
    memberShell,
    memberDiscoverShell: existsSync(join(pagesDir, 'member-discover.html'))
      ? shellOr('member-discover.html')
      : memberShell,
    memberSignInShell: shellOr('member-sign-in.html'),
  };
}
