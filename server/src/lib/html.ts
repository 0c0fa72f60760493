import type { Response } from 'express';

/** Text placed in HTML (mail parts, the sandbox checkout page): escaped, line breaks kept. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const htmlParagraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

type HtmlPage = {
  title: string;
  /** The markup inside <main>, already escaped. */
  body: string;
  /** A page behind a link that is its only key also says so to crawlers and browsers (no follow, no referrer). */
  privateLink: boolean;
  stylesheet?: string;
  mainClass?: string;
};

/** A plain server-rendered page with no script, for a browser outside the apps (the date share page, unsubscribe). */
export function htmlPage(page: HtmlPage) {
  const robots = page.privateLink
    ? '<meta name="robots" content="noindex, nofollow">\n<meta name="referrer" content="no-referrer">'
    : '<meta name="robots" content="noindex">';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${robots}
<title>${escapeHtml(page.title)}</title>
${page.stylesheet ? `<link rel="stylesheet" href="${page.stylesheet}">\n` : ''}</head>
<body>
<main${page.mainClass ? ` class="${page.mainClass}"` : ''}>
${page.body}
</main>
</body>
</html>`;
}

/** The answer to a link that is its only key: never cached, indexed, or sent on as a referrer. */
export function keepLinkPrivate(res: Response) {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
