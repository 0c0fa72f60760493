import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { summarize, type Summary } from './stats';

const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type PageScripts = { path: string; files: { url: string; bytes: number; gzipBytes: number }[]; gzipBytes: number };

async function withBrowser<T>(use: (context: BrowserContext) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'blynd-bench-chromium-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
  try {
    return await use(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export type PageVisit = { path: string; label?: string; localStorage?: Record<string, string> };

/**
 * Every script the page loads (entry, preloads and lazy chunks up to network idle), gzip -9 sized.
 * `localStorage` is set before the page's own scripts run (the control centre keeps its session there).
 */
export function scriptsLoadedBy(base: string, visits: PageVisit[]): Promise<PageScripts[]> {
  return withBrowser(async (context) => {
    const pages: PageScripts[] = [];
    for (const { path, localStorage } of visits) {
      const page = await context.newPage();
      if (localStorage) await page.addInitScript((entries) => entries.forEach(([k, v]) => window.localStorage.setItem(k, v)), Object.entries(localStorage));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const pending: Promise<PageScripts['files'][number] | undefined>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(response.body().then((body) => ({ url: response.url().replace(base, ''), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }), () => undefined));
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const files = (await Promise.all(pending)).filter((f): f is PageScripts['files'][number] => !!f);
      pages.push({ path, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) });
      await page.close();
    }
    return pages;
  });
}

/** Largest Contentful Paint of a cold load (cache off) with the CPU slowed `throttle` times. */
export function largestContentfulPaint(base: string, path: string, runs: number, throttle = 4): Promise<Summary> {
  return withBrowser(async (context) => {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.goto(base + path, { waitUntil: 'load' });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let last = -1;
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              last = entries[entries.length - 1].startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            // LCP settles once the page is idle; a short wait after load catches a late largest element.
            setTimeout(() => resolve(last), 1500);
          }),
      );
      if (lcp < 0) throw new Error(`no largest-contentful-paint entry for ${path}`);
      samples.push(lcp);
      await page.close();
    }
    return summarize(samples);
  });
}
