import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/html';

type Invitation = { to: string; fullname: string; role: string; productName: string; loginUrl: string };

/** Tells a new admin where to sign in. Password and access code are handed over in person, never mailed. */
export function invitationMail(input: Invitation): MailMessage {
  const text = `Hello ${input.fullname},\n\nYou now have ${input.role} access to the ${input.productName} control centre.\nSign in at ${input.loginUrl} with this email address, the password and the access code your administrator gives you.\n\n${input.productName}`;
  const html = `<p>Hello ${escapeHtml(input.fullname)},</p><p>You now have <strong>${escapeHtml(input.role)}</strong> access to the ${escapeHtml(input.productName)} control centre.</p><p>Sign in at <a href="${escapeHtml(input.loginUrl)}">${escapeHtml(input.loginUrl)}</a> with this email address, the password and the access code your administrator gives you.</p>`;
  return { to: input.to, subject: `Your ${input.productName} control centre access`, text, html };
}
