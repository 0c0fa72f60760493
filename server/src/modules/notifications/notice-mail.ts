import {
  NOTICE_KIND_LABELS,
  NOTIFICATION_PREFERENCES_MESSAGES as TEXT,
  type MemberLanguage,
  type NoticeKind,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { escapeHtml, htmlParagraphs } from '../../lib/html';
import type { MailMessage } from '../../lib/mailer';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-link';
import { inLanguage, kindLabelIn, noticeInLanguage } from './member-language';

/** `language` absent is English (decision 0171). */
type Recipient = { email: string; firstName: string; language?: MemberLanguage };
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

/** The words around a notice in a mail, per language; English is as it always was. */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    footer,
    unsubscribe: 'Unsubscribe',
    digestSubject: (product: string) => `${TEXT.digestTitle} from ${product}`,
    unsubscribeFrom: (category: NoticeKind) => `Unsubscribe from ${NOTICE_KIND_LABELS[category].toLowerCase()} emails`,
  },
  pcm: {
    hello: (name: string) => `How far ${name},`,
    footer: (category: NoticeKind, url: string) =>
      `You dey get dis one because ${kindLabelIn('pcm', category).toLowerCase()} emails dey on for your notification settings. To stop dem: ${url}`,
    unsubscribe: 'Stop dis emails',
    digestSubject: (product: string) => `${inLanguage('pcm', TEXT.digestTitle)} for ${product}`,
    unsubscribeFrom: (category: NoticeKind) => `Stop ${kindLabelIn('pcm', category).toLowerCase()} emails`,
  },
} as const;

/** One notice by email, as it happened. */
export function noticeMail(ctx: AppContext, memberId: string, to: Recipient, notice: MailedNotice): MailMessage {
  const product = ctx.config.site.productName;
  const { url, headers } = unsubscribeHeaders(ctx, memberId, notice.category);
  const language = to.language ?? 'en';
  const words = WORDS[language];
  const { title, body } = noticeInLanguage(language, notice);
  return {
    to: to.email,
    subject: title,
    text: `${words.hello(to.firstName)}\n\n${body}\n\n${product}\n\n${words.footer(notice.category, url)}`,
    html: `<p>${escapeHtml(words.hello(to.firstName))}</p>${htmlParagraphs(body)}<p>${escapeHtml(product)}</p><p><small>${escapeHtml(words.footer(notice.category, '')).trim()} <a href="${escapeHtml(url)}">${escapeHtml(words.unsubscribe)}</a></small></p>`,
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
  const language = to.language ?? 'en';
  const words = WORDS[language];
  const told = notices.map((notice) => noticeInLanguage(language, notice));
  const lines = told.map((notice) => `- ${notice.title}: ${notice.body}`);
  return {
    to: to.email,
    subject: words.digestSubject(product),
    text: `${words.hello(to.firstName)}\n\n${lines.join('\n')}\n\n${product}\n\n${words.footer(main, url)}`,
    html: `<p>${escapeHtml(words.hello(to.firstName))}</p><ul>${told
      .map((notice) => `<li><strong>${escapeHtml(notice.title)}</strong>: ${escapeHtml(notice.body)}</li>`)
      .join('')}</ul><p>${escapeHtml(product)}</p><p><small><a href="${escapeHtml(url)}">${escapeHtml(
      words.unsubscribeFrom(main),
    )}</a></small></p>`,
    headers,
  };
}
