// Renders the favicon set, the apple-touch-icon, the manifest icons and the social card into
// client/public with the Chromium the e2e suite uses. Run once after a logo change; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The maskable and apple icons sit on a full square (platforms round the corners themselves).
const squareLogo = logo.replace('rx="16"', 'rx="0"');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
const page = await browser.newPage();

async function render(file, width, height, html) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const jpeg = file.endsWith('.jpg');
  await page.screenshot({
    path: join(publicDir, file),
    omitBackground: !jpeg,
    clip: { x: 0, y: 0, width, height },
    ...(jpeg ? { type: 'jpeg', quality: 85 } : {}),
  });
}

const icon = (svg, size) => svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `);
await render('favicon-32.png', 32, 32, icon(logo, 32));
await render('apple-touch-icon.png', 180, 180, icon(squareLogo, 180));
await render('icon-192.png', 192, 192, icon(logo, 192));
await render('icon-512.png', 512, 512, icon(logo, 512));
await render(
  'icon-maskable-512.png',
  512,
  512,
  `<div style="width:512px;height:512px;background:#1d1033;display:grid;place-items:center">${icon(squareLogo, 360)}</div>`,
);
await render(
  'og-image.jpg',
  1200,
  630,
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:linear-gradient(135deg,#1d1033 0%,#3b1d6e 60%,#6a2bd9 100%);color:#fff;font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:center;gap:28px">
    <div style="display:flex;align-items:center;gap:24px">${icon(logo, 96)}<span style="font-size:64px;font-weight:800">Blynd</span></div>
    <div style="font-size:72px;font-weight:800;line-height:1.05;max-width:900px">Fall for who they are, <span style="color:#ff6b8b">before</span> how they look.</div>
    <div style="font-size:32px;opacity:.85">Bios and shared interests first. Photos when you both like each other.</div>
  </div>`,
);
await browser.close();
console.log('Icons written to', publicDir);
