import type { Request, RequestHandler, Response } from 'express';
import type { MemberLanguage } from '@blynd/shared';
import type { AppContext } from '../context';
import { languageOf } from '../modules/notifications/member-language';
import { memberClaims } from '../middleware/require-member';
import { PIDGIN_GROUPS, PIDGIN_IN_PLACE, PIDGIN_TEMPLATES } from './error-messages-pidgin';

/** English error text to its Pidgin, read off the English constants so the English is never restated. */
const PIDGIN = new Map<string, string>(Object.entries(PIDGIN_IN_PLACE));
for (const [english, pidgin] of PIDGIN_GROUPS) {
  for (const [key, pcm] of Object.entries(pidgin)) {
    const en = (english as Record<string, unknown>)[key];
    if (typeof en === 'string') PIDGIN.set(en, pcm);
  }
}

const SLOT = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES = PIDGIN_TEMPLATES.map(([en, pcm]) => ({
  pattern: new RegExp(`^${en(SLOT).split(SLOT).map(escape).join('(.+)')}$`),
  pcm,
}));

/** The Pidgin of an English error text, or undefined when it has none (the English is then sent). */
export function pidginOf(english: string): string | undefined {
  const exact = PIDGIN.get(english);
  if (exact !== undefined) return exact;
  for (const template of TEMPLATES) {
    const value = template.pattern.exec(english)?.[1];
    if (value !== undefined) return template.pcm(value);
  }
  return undefined;
}

/** A text in the language asked for; English text without a Pidgin stays English. */
export const inLanguage = (english: string, language: MemberLanguage): string =>
  language === 'pcm' ? (pidginOf(english) ?? english) : english;

/** Does the header name English or Pidgin itself (a bare `*` names neither)? */
const NAMES_OURS = /(?:^|,)\s*(?:en|pcm)(?:-[a-z0-9]+)*\s*(?:;|,|$)/i;

/**
 * The language the request asks for, when its Accept-Language names English or Pidgin: the q-ordered choice
 * between the two (a browser's "en-US,en;q=0.9" is English). Undefined when there is no header or it names
 * neither, so the member's stored language decides.
 */
export function requestedLanguage(req: Request): MemberLanguage | undefined {
  const header = req.headers['accept-language'];
  if (!header || !NAMES_OURS.test(header)) return undefined;
  const chosen = req.acceptsLanguages('en', 'pcm');
  return chosen === 'en' || chosen === 'pcm' ? chosen : undefined;
}

type ErrorLanguage = () => Promise<MemberLanguage>;

/**
 * The member a request's access token names when its signature holds. Not every refusal comes after the guard has
 * admitted the member (the guard's own 403, a chat send checked in its statement), and the token is enough to know
 * whose language to answer in: only its holder reads the answer.
 */
function tokenMember(ctx: AppContext, req: Request): string | undefined {
  try {
    return memberClaims(ctx, req).sub;
  } catch {
    return undefined;
  }
}

/**
 * Mounted first on the member API: its errors are answered in the member's language. The choice is made only
 * when an error is answered (most requests never need it): the header's, else the signed-in member's stored
 * language, else English. Routes without this (the control centre, the public API) answer in English.
 */
export const answerErrorsInMemberLanguage =
  (ctx: AppContext): RequestHandler =>
  (req, res, next) => {
    const language: ErrorLanguage = async () => {
      const asked = requestedLanguage(req);
      if (asked) return asked;
      const memberId = (res.locals.member as { id?: string } | undefined)?.id ?? tokenMember(ctx, req);
      return memberId ? languageOf(ctx.db, memberId) : 'en';
    };
    res.locals.errorLanguage = language;
    next();
  };

/** The language this response's error is written in: English unless the route asked for the member's. */
export async function errorLanguageOf(res: Response): Promise<MemberLanguage> {
  const language = res.locals.errorLanguage as ErrorLanguage | undefined;
  if (!language) return 'en';
  res.vary('Accept-Language'); // the same request may be answered in either language
  try {
    return await language();
  } catch {
    return 'en'; // the error is answered even when the language cannot be read (the database is down, say)
  }
}

/** An error body in `language`: the message, each issue's message and a nudge's explanation; other fields as they are. */
export function errorBodyIn(
  language: MemberLanguage,
  message: string,
  extra: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = { error: inLanguage(message, language), ...(extra ?? {}) };
  if (language === 'en' || !extra) return body;
  if (Array.isArray(extra.issues)) {
    body.issues = extra.issues.map((issue: unknown) =>
      issue && typeof issue === 'object' && typeof (issue as { message?: unknown }).message === 'string'
        ? { ...issue, message: inLanguage((issue as { message: string }).message, language) }
        : issue,
    );
  }
  const nudge = extra.nudge as { explanation?: unknown } | undefined;
  if (nudge && typeof nudge.explanation === 'string') {
    body.nudge = { ...nudge, explanation: inLanguage(nudge.explanation, language) };
  }
  return body;
}
