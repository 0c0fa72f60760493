import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { summarize, type Summary } from './stats';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageScripts = {
  path: string;
  files: { url: string; transferredBytes: number }[];
  transferredBytes: number;
};

/** Bytes that crossed the wire for a response (headers and the body as sent, compressed or not). */
async function transferred(response: import('playwright-core').Response): Promise<number> {
  await response.finished();
  const sizes = await response.request().sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

async function withBrowser<T>(use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'blynd-bench-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    return await use(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export type PageVisit = { path: string; label?: string; localStorage?: Record<string, string> };

/**
 * Every script the page loads (entry, preloads and lazy chunks up to network idle), by the bytes the
 * browser actually received (the server's Brotli or gzip, as negotiated).
 * `localStorage` is set before the page's own scripts run (the control centre keeps its session there).
 */
export function scriptsLoadedBy(base: string, visits: PageVisit[]): Promise<PageScripts[]> {
  return withBrowser(async (context) => {
    const pages: PageScripts[] = [];
    for (const { path, localStorage } of visits) {
      const page = await context.newPage();
      if (localStorage)
        await page.addInitScript(
          (entries) => entries.forEach(([k, v]) => window.localStorage.setItem(k, v)),
          Object.entries(localStorage),
        );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const pending: Promise<PageScripts['files'][number] | undefined>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          transferred(response).then(
            (bytes) => ({ url: response.url().replace(base, ''), transferredBytes: bytes }),
            () => undefined,
          ),
        );
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const files = (await Promise.all(pending)).filter((f): f is PageScripts['files'][number] => !!f);
      pages.push({ path, files, transferredBytes: files.reduce((sum, f) => sum + f.transferredBytes, 0) });
      await page.close();
    }
    return pages;
  });
}

/** Chromium's "Slow 4G" preset (the former "Fast 3G"): 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export type PageLoad = { lcp: Summary; cls: Summary; transferredBytes: Summary; requests: number; lcpElement: string };

/**
 * A cold load (cache off) on the slow-4G link with the CPU slowed `throttle` times: Largest Contentful
 * Paint, Cumulative Layout Shift up to a short idle after load, and every byte received until network idle.
 */
export function pageLoad(
  base: string,
  path: string,
  runs: number,
  throttle = 4,
  cookies: Parameters<BrowserContext['addCookies']>[0] = [],
): Promise<PageLoad> {
  return withBrowser(async (context) => {
    if (cookies.length) await context.addCookies(cookies);
    const lcp: number[] = [];
    const cls: number[] = [];
    const bytes: number[] = [];
    let requests = 0;
    let lcpElement = '';
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      let received = 0;
      let count = 0;
      cdp.on('Network.loadingFinished', (event) => {
        received += event.encodedDataLength;
        count += 1;
      });
      await page.goto(base + path, { waitUntil: 'networkidle', timeout: 60_000 });
      const figures = await page.evaluate(
        () =>
          new Promise<{ lcp: number; cls: number; element: string }>((resolve) => {
            let last = -1;
            let element = '';
            let shift = 0;
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
              last = entries[entries.length - 1].startTime;
              const target = entries[entries.length - 1].element;
              element = target
                ? `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(' ')[0]}` : ''}`
                : '';
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) shift += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve({ lcp: last, cls: shift, element }), 1500);
          }),
      );
      if (figures.lcp < 0) throw new Error(`no largest-contentful-paint entry for ${path}`);
      lcp.push(figures.lcp);
      cls.push(figures.cls);
      bytes.push(received);
      requests = count;
      lcpElement = figures.element;
      await page.close();
    }
    return { lcp: summarize(lcp), cls: summarize(cls), transferredBytes: summarize(bytes), requests, lcpElement };
  });
}
