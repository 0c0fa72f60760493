import { NOTICE_KIND_LABELS, NOTIFICATION_PREFERENCES_MESSAGES as TEXT, type NoticeKind } from '@blynd/shared';
import type { AppContext } from '../../context';
import { escapeHtml, htmlParagraphs } from '../../lib/html';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-link';

type Recipient = { email: string; firstName: string };
export type MailedNotice = { category: NoticeKind; title: string; body: string };

/**
 * RFC 2369 and RFC 8058: a mail client's "Unsubscribe" button posts `List-Unsubscribe=One-Click` to the signed URL,
 * which turns that kind's email off with no sign-in (decision 0166).
 */
function unsubscribeHeaders(ctx: AppContext, memberId: string, category: NoticeKind) {
  const url = unsubscribeUrl(ctx.config.publicUrl, unsubscribeToken(ctx.config.jwtSecret, memberId, category));
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const footer = (category: NoticeKind, url: string) =>
  `You get this because ${NOTICE_KIND_LABELS[category].toLowerCase()} emails are on in your notification settings. Stop them: ${url}`;

/** One notice by email, as it happened. */
export function noticeMail(ctx: AppContext, memberId: string, to: Recipient, notice: MailedNotice): MailMessage {
  const product = ctx.config.site.productName;
  const { url, headers } = unsubscribeHeaders(ctx, memberId, notice.category);
  return {
    to: to.email,
    subject: notice.title,
    text: `Hello ${to.firstName},\n\n${notice.body}\n\n${product}\n\n${footer(notice.category, url)}`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p>${htmlParagraphs(notice.body)}<p>${escapeHtml(product)}</p><p><small>${escapeHtml(footer(notice.category, '')).trim()} <a href="${escapeHtml(url)}">Unsubscribe</a></small></p>`,
    headers,
  };
}

/**
 * The daily digest by email: every held notice, newest last. Its one-click link turns off the kind most of them are
 * (a digest of one kind is the common case); the footer says where the others are set.
 */
export function digestMail(ctx: AppContext, memberId: string, to: Recipient, notices: MailedNotice[]): MailMessage {
  const counts = new Map<NoticeKind, number>();
  for (const notice of notices) counts.set(notice.category, (counts.get(notice.category) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const { url, headers } = unsubscribeHeaders(ctx, memberId, main);
  const product = ctx.config.site.productName;
  const lines = notices.map((notice) => `- ${notice.title}: ${notice.body}`);
  return {
    to: to.email,
    subject: `${TEXT.digestTitle} from ${product}`,
    text: `Hello ${to.firstName},\n\n${lines.join('\n')}\n\n${product}\n\n${footer(main, url)}`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><ul>${notices
      .map((notice) => `<li><strong>${escapeHtml(notice.title)}</strong>: ${escapeHtml(notice.body)}</li>`)
      .join('')}</ul><p>${escapeHtml(product)}</p><p><small><a href="${escapeHtml(url)}">Unsubscribe from ${escapeHtml(
      NOTICE_KIND_LABELS[main].toLowerCase(),
    )} emails</a></small></p>`,
    headers,
  };
}
