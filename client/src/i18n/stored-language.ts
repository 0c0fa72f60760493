/**
 * The member's language as this browser last knew it (decision 0171), kept so the /app shells know it before any
 * answer: the /app/discover shell's inline script paints its English cards only for a member in English, and the
 * app starts in this language instead of flashing English first. The account's language (GET /me) wins when it
 * arrives. No i18next here: the inline script carries this module.
 */
export const LANGUAGE_STORAGE_KEY = 'blynd.language';

export type StoredLanguage = 'en' | 'pcm';

export function storedLanguage(): StoredLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return value === 'en' || value === 'pcm' ? value : null;
  } catch {
    // Storage refused (a private window's quota, a sandboxed frame): the language is not known in advance.
    return null;
  }
}

export function rememberLanguage(language: StoredLanguage) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not kept: the next visit starts in English until GET /me answers.
  }
}

/** Whether the app's first render will be in English: the shell may paint English only then. */
export const rendersEnglishFirst = () => (storedLanguage() ?? 'en') === 'en';
