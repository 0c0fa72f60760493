import { DATE_SAFETY_MESSAGES as TEXT, lagosDateTime } from '@blynd/shared';
import { escapeHtml, htmlPage } from '../../lib/html';

export const SHARE_CSS_PATH = '/d/share.css';

/** What the contact sees: the date, its time in Lagos, the place, the match's first name and, if unlocked, a photo. */
export type SharedDate = { firstName: string; at: Date; place: string; photoUrl?: string };

const layout = (title: string, body: string, productName: string) =>
  htmlPage({
    title: `${title} · ${productName}`,
    body: `<p class="brand">${escapeHtml(productName)}</p>\n${body}`,
    privateLink: true,
    stylesheet: SHARE_CSS_PATH,
  });

/** Plain server-rendered HTML, no script: it opens on any phone's browser, without an account. */
export function sharedDatePage(date: SharedDate, productName: string) {
  const name = date.firstName || 'their match';
  return layout(
    TEXT.sharePageTitle,
    `<h1>${escapeHtml(TEXT.sharePageTitle)}</h1>
<p>Someone who trusts you is meeting ${escapeHtml(name)} and shared the plan so you know where they are.</p>
${date.photoUrl ? `<img class="photo" src="${escapeHtml(date.photoUrl)}" width="160" height="160" alt="Photo of ${escapeHtml(name)}">` : ''}
<dl>
<dt>Meeting</dt><dd>${escapeHtml(name)}</dd>
<dt>When</dt><dd>${escapeHtml(lagosDateTime(date.at))} (Lagos time)</dd>
<dt>Where</dt><dd>${escapeHtml(date.place)}</dd>
</dl>
<p>We will text you if they ask for help or do not answer their check-in.</p>
<p class="help">${escapeHtml(TEXT.sharePageHelp)}</p>`,
    productName,
  );
}

export function closedDatePage(kind: 'expired' | 'cancelled' | 'gone', productName: string) {
  const [heading, text] =
    kind === 'expired'
      ? [TEXT.sharePageExpired, TEXT.sharePageExpiredText]
      : kind === 'cancelled'
        ? [TEXT.sharePageCancelled, TEXT.sharePageCancelledText]
        : [TEXT.sharePageGone, TEXT.sharePageGoneText];
  return layout(heading, `<h1>${escapeHtml(heading)}</h1>\n<p>${escapeHtml(text)}</p>`, productName);
}

export const SHARE_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#221b33;background:#f7f4fc;line-height:1.5}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{font-weight:700;color:#5520b8;margin:0 0 1rem}
h1{font-size:1.5rem;line-height:1.25;color:#1d1033;margin:0 0 .75rem}
.photo{display:block;width:160px;height:160px;object-fit:cover;border-radius:12px;margin:1rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;background:#fff;border:1px solid #d9d0ea;border-radius:12px;padding:1rem;margin:1rem 0}
dt{font-weight:600;color:#4a3f5c}
dd{margin:0;overflow-wrap:anywhere}
.help{font-weight:600;color:#1d1033;background:#efe7fd;border-radius:8px;padding:.75rem}
`;
