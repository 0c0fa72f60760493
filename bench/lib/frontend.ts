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

export type PageLoad = {
  lcp: Summary;
  cls: Summary;
  transferredBytes: Summary;
  requests: number;
  lcpElement: string;
  /** When `shown` was given: the time the first element matching it was on screen (see pageLoad). */
  shown?: Summary;
};

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
  shown?: string,
): Promise<PageLoad> {
  return withBrowser(async (context) => {
    if (cookies.length) await context.addCookies(cookies);
    const lcp: number[] = [];
    const cls: number[] = [];
    const bytes: number[] = [];
    let requests = 0;
    const lcpElements = new Set<string>();
    const shownAt: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      // Observed from the start, so the element is named while it is in the page (the app may replace it later).
      await page.addInitScript(() => {
        const seen = { lcp: -1, element: '', shift: 0 };
        (window as unknown as { __benchLcp: typeof seen }).__benchLcp = seen;
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries[entries.length - 1];
          seen.lcp = last.startTime;
          const target = last.element;
          seen.element = target
            ? `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(' ')[0]}` : ''}`
            : '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) seen.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The LCP is the largest text, which need not be a card (a short bio is smaller than the heading): the time
      // the first card was on screen is taken apart, as the task after the frame that followed its insertion.
      if (shown)
        await page.addInitScript((selector) => {
          const w = window as unknown as { __benchShown?: number };
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => (w.__benchShown = performance.now()), 0));
          });
          observer.observe(document, { childList: true, subtree: true });
        }, shown);
      let received = 0;
      let count = 0;
      cdp.on('Network.loadingFinished', (event) => {
        received += event.encodedDataLength;
        count += 1;
      });
      await page.goto(base + path, { waitUntil: 'networkidle', timeout: 60_000 });
      // After a short idle, so a late candidate (the app's render of a card) is counted.
      await page.waitForTimeout(1500);
      const figures = await page.evaluate(() => {
        const seen = (window as unknown as { __benchLcp?: { lcp: number; element: string; shift: number } }).__benchLcp;
        return seen ? { lcp: seen.lcp, cls: seen.shift, element: seen.element } : { lcp: -1, cls: 0, element: '' };
      });
      if (figures.lcp < 0) throw new Error(`no largest-contentful-paint entry for ${path}`);
      lcp.push(figures.lcp);
      cls.push(figures.cls);
      bytes.push(received);
      requests = count;
      lcpElements.add(figures.element || '(removed)');
      if (shown) {
        const at = await page.evaluate(() => (window as unknown as { __benchShown?: number }).__benchShown ?? -1);
        if (at < 0) throw new Error(`${shown} never showed on ${path}`);
        shownAt.push(at);
      }
      await page.close();
    }
    // Every load's element, once each: the heading on one load and a card on another is worth seeing.
    const lcpElement = [...lcpElements].join(' / ');
    return {
      lcp: summarize(lcp),
      cls: summarize(cls),
      transferredBytes: summarize(bytes),
      requests,
      lcpElement,
      ...(shown ? { shown: summarize(shownAt) } : {}),
    };
  });
}

export type ChatDelivery = {
  delivery: Summary;
  messages: number;
  /** Messages each receiving page got as a frame of the live channel (not by a resync). */
  framesSeen: number;
  /**
   * Requests both pages made during the timed messages, by method and path (each send is one POST; a page that
   * re-fetched on every frame would show it here).
   */
  requests: Record<string, number>;
};

type Member = { cookies: Parameters<BrowserContext['addCookies']>[0]; name: string };

/**
 * Live chat in the member web app: two browser contexts (two members of one match, each signed in by their web
 * session cookie) on the conversation screen. Message i is typed in one and sent with Enter, then awaited in the
 * other; the figure is the time from the keypress to the next animation frame after its text entered the other
 * page's message list. Messages alternate direction (the intro rule and the 30-a-minute limit of a sender, §7);
 * one each way first, untimed. No throttling: both pages and the server share this machine.
 */
export async function chatDelivery(
  base: string,
  matchId: string,
  a: Member,
  b: Member,
  messages = 40,
): Promise<ChatDelivery> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const open = async (member: Member, other: Member) => {
      const context = await browser.newContext();
      await context.addCookies(member.cookies);
      const page = await context.newPage();
      let frames = 0;
      page.on('websocket', (socket) => {
        if (!socket.url().includes('/api/v1/app/live')) return;
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"type":"message"')) frames += 1;
        });
      });
      const requests: Record<string, number> = {};
      let counting = false;
      page.on('request', (request) => {
        if (!counting || !request.url().includes('/api/')) return;
        const path = new URL(request.url()).pathname.replace(/[0-9a-f-]{36}/g, ':id');
        const key = `${request.method()} ${path}`;
        requests[key] = (requests[key] ?? 0) + 1;
      });
      // Each text's arrival in the message list, at the animation frame after the DOM change.
      await page.addInitScript(() => {
        const seen = new Map<string, number>();
        (window as unknown as { __arrivals: Map<string, number> }).__arrivals = seen;
        new MutationObserver((records) => {
          const texts: string[] = [];
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof Element)
                for (const text of [
                  ...(node.matches('.m-msg__text') ? [node] : []),
                  ...node.querySelectorAll('.m-msg__text'),
                ])
                  texts.push(text.textContent ?? '');
          if (texts.length)
            requestAnimationFrame(() => {
              const at = performance.timeOrigin + performance.now();
              for (const text of texts) if (!seen.has(text)) seen.set(text, at);
            });
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${base}/app/chat/${matchId}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const composer = page.getByLabel(`Message ${other.name}`);
      await composer.waitFor({ timeout: 30_000 });
      return {
        page,
        composer,
        frames: () => frames,
        startCounting: () => void (counting = true),
        requests,
        arrival: (text: string) =>
          page.evaluate(
            (t) => (window as unknown as { __arrivals: Map<string, number> }).__arrivals.get(t) ?? null,
            text,
          ),
      };
    };
    const pageA = await open(a, b);
    const pageB = await open(b, a);
    const send = async (from: typeof pageA, to: typeof pageA, text: string) => {
      await from.composer.fill(text);
      const started = Date.now();
      await from.composer.press('Enter');
      await to.page.locator('.m-msg__text', { hasText: text }).first().waitFor({ timeout: 10_000 });
      for (let tries = 0; tries < 50; tries += 1) {
        const at = await to.arrival(text);
        if (at !== null) return at - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no arrival time for ${text}`);
    };
    const run = Date.now();
    await send(pageA, pageB, `Warm-up A ${run}`);
    await send(pageB, pageA, `Warm-up B ${run}`);
    const framesBefore = pageA.frames() + pageB.frames();
    pageA.startCounting();
    pageB.startCounting();
    const samples: number[] = [];
    for (let i = 0; i < messages; i += 1) {
      const [from, to] = i % 2 === 0 ? [pageA, pageB] : [pageB, pageA];
      samples.push(await send(from, to, `Bench message ${i + 1} of ${messages} (${run})`));
      // A person types; the pages settle between messages (read marks, list refreshes).
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const requests: Record<string, number> = {};
    for (const source of [pageA.requests, pageB.requests])
      for (const [key, count] of Object.entries(source)) requests[key] = (requests[key] ?? 0) + count;
    return {
      delivery: summarize(samples),
      messages,
      // Both pages also get their own messages back as frames (the sender's other devices): half are the partner's.
      framesSeen: (pageA.frames() + pageB.frames() - framesBefore) / 2,
      requests,
    };
  } finally {
    await browser.close();
  }
}
