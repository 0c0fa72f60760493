import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, i18n, isLanguage, showLanguage, type Language } from '../../i18n/texts';

/**
 * The public site's languages by URL (docs/decisions/0174-public-site-languages.md): English at the paths it always
 * had, Nigerian Pidgin under /pcm (/pcm, /pcm/faqs, ...). The URL alone decides a page's language, so a crawler
 * reads each page in one language at one address; the visitor's choice is remembered for the next visit's switch.
 */
export const PIDGIN_PREFIX = '/pcm';

const isPidginPath = (pathname: string) => pathname === PIDGIN_PREFIX || pathname.startsWith(`${PIDGIN_PREFIX}/`);

/** The language a public path is in. */
export const siteLanguageOf = (pathname: string): Language => (isPidginPath(pathname) ? 'pcm' : DEFAULT_LANGUAGE);

/** The English path of a public page in either language (/pcm/faqs → /faqs, /pcm → /). */
export const englishPathOf = (pathname: string) =>
  isPidginPath(pathname) ? pathname.slice(PIDGIN_PREFIX.length) || '/' : pathname;

/** A public page's path in `language` (/faqs → /pcm/faqs, / → /pcm); paths outside the public site stay as they are. */
export function sitePath(path: string, language: Language): string {
  const english = englishPathOf(path);
  if (language === DEFAULT_LANGUAGE || !english.startsWith('/') || isOutsidePublicSite(english)) return english;
  return english === '/' ? PIDGIN_PREFIX : `${PIDGIN_PREFIX}${english}`;
}

/** /app (the member's own language setting) and the control centre have no Pidgin path. */
const isOutsidePublicSite = (path: string) =>
  ['/app', '/control'].some((root) => path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`));

/** The language of the page being shown, from its URL. */
export function useSiteLanguage(): Language {
  return siteLanguageOf(useLocation().pathname);
}

/** Localises in-site links: `to(paths.faqs)` is /faqs on an English page and /pcm/faqs on a Pidgin one. */
export function useSitePath(): (path: string) => string {
  const language = useSiteLanguage();
  return (path) => sitePath(path, language);
}

/** The `lang` of the document: the build's `en-NG` for English (index.html), `pcm` for Pidgin. */
export const documentLang = (language: Language) => (language === 'pcm' ? 'pcm' : 'en-NG');

/**
 * Shows the texts in the page's language. Called while the site layout renders, before its pages do, so the first
 * render (the prerender, and the hydration that must match it) is already in the URL's language.
 */
export function adoptSiteLanguage(language: Language) {
  if (i18n.language !== language) void showLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = documentLang(language);
}

const CHOICE_KEY = 'blynd.site-language';

/** The language the visitor last picked with the switch, if any (never set by a visit alone). */
export function rememberedSiteLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(CHOICE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSiteLanguage(language: Language) {
  try {
    localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Storage refused (private mode, full): the switch still works, it is just not remembered.
  }
}
