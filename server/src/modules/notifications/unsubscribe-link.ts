import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_KINDS, type NoticeKind } from '@blynd/shared';

const PURPOSE = 'blynd-unsubscribe-v1';

const signatureOf = (secret: string, memberId: string, kind: NoticeKind) =>
  createHmac('sha256', secret).update(`${PURPOSE}:${memberId}:${kind}`).digest('base64url');

/**
 * The one-click unsubscribe token (decision 0166): the member, the kind, and an HMAC of both under the server's
 * secret, so the link works with no sign-in and cannot be made for anyone else or another kind. It never expires: a
 * mail read a year later must still unsubscribe (RFC 8058), and all it can do is turn one kind of email off.
 */
export const unsubscribeToken = (secret: string, memberId: string, kind: NoticeKind) =>
  `${memberId}.${kind}.${signatureOf(secret, memberId, kind)}`;

export function readUnsubscribeToken(secret: string, token: string): { memberId: string; kind: NoticeKind } | null {
  const [memberId, kind, signature] = token.split('.');
  if (!memberId || !kind || !signature || !(NOTICE_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signatureOf(secret, memberId, kind as NoticeKind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { memberId, kind: kind as NoticeKind };
}

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;
