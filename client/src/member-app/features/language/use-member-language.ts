import { useEffect } from 'react';
import { currentLanguage, i18n, isLanguage, showLanguage, type Language } from '../../../i18n/texts';
import { rememberLanguage, storedLanguage } from '../../../i18n/stored-language';
import { useAccountLanguage } from './api/member-language';

/**
 * Shows every text in `language` from now on and keeps it for the next visit's first render (decision 0171).
 * The one way /app changes language: on sign-in and boot from GET /me, and when the member picks one.
 */
export async function applyLanguage(language: Language) {
  rememberLanguage(language);
  await showLanguage(language);
}

/**
 * Before the app's first render: the language this browser last knew, so a member in Pidgin does not see English
 * first. i18next changes language synchronously here (every text is bundled, nothing is fetched).
 */
export function startInStoredLanguage() {
  const stored = storedLanguage();
  if (stored && stored !== currentLanguage()) {
    if (typeof document !== 'undefined') document.documentElement.lang = stored;
    void i18n.changeLanguage(stored);
  }
}

/** The signed-in member's language from GET /me, applied when it differs from the one shown; answers it. */
export function useMemberLanguage(): Language {
  const language = useAccountLanguage().data;
  useEffect(() => {
    if (isLanguage(language) && language !== currentLanguage()) void applyLanguage(language);
  }, [language]);
  return isLanguage(language) ? language : currentLanguage();
}
