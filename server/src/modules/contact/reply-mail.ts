import type { MailMessage } from '../../lib/mailer';
import { escapeHtml, htmlParagraphs } from '../../lib/html';

type ReplyMail = {
  to: string;
  fullname: string;
  subject: string;
  reply: string;
  previousMessage: string;
  previousDate: Date;
  contactMessageId: string;
  productName: string;
  /** Host part of the synthetic Message-ID the reply refers to. */
  domain: string;
};

/** The id a contact message is known by in mail threads; the web form gave it none of its own. */
export const contactMessageMailId = (id: string, domain: string) => `<contact-${id}@${domain}>`;

export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

/** A support reply with the member's message quoted below it, in plain text and HTML. */
export function contactReplyMail(input: ReplyMail): MailMessage {
  const when = input.previousDate.toUTCString();
  const quoted = input.previousMessage
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = `Hello ${input.fullname},\n\n${input.reply}\n\n${input.productName} Support\n\nOn ${when}, ${input.fullname} <${input.to}> wrote:\n${quoted}\n`;
  const html = [
    `<p>Hello ${escapeHtml(input.fullname)},</p>`,
    htmlParagraphs(input.reply),
    `<p>${escapeHtml(input.productName)} Support</p>`,
    `<p style="color:#666">On ${escapeHtml(when)}, ${escapeHtml(input.fullname)} &lt;${escapeHtml(input.to)}&gt; wrote:</p>`,
    `<blockquote style="margin:0 0 0 .8ex;border-left:2px solid #ccc;padding-left:1ex">${htmlParagraphs(input.previousMessage)}</blockquote>`,
  ].join('\n');
  return {
    to: input.to,
    subject: replySubject(input.subject),
    text,
    html,
    headers: { 'In-Reply-To': contactMessageMailId(input.contactMessageId, input.domain) },
  };
}
