import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** The languages of the site and /app: English, and Nigerian Pidgin (ISO 639-3 `pcm`). English is the default. */
export const LANGUAGES = ['en', 'pcm'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** One i18next instance for the whole client, initialised synchronously: the texts are bundled with their features. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  initAsync: false,
  // React escapes what it renders; the texts are plain text, never HTML.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

type Plural = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `photo_one` and `photo_other` are asked for as `photo` with a `count`. */
type KeyOf<T> = keyof T & string extends infer K ? (K extends `${infer Base}_${Plural}` ? Base | K : K) : never;
type Values = Record<string, string | number>;
export type TextsFunction<T> = (key: KeyOf<T>, values?: Values) => string;

/**
 * A feature's texts in every language, as one namespace (one per feature, in the feature's own `texts.ts`). Pidgin
 * must carry every key English has: a missing translation does not compile. Returns the feature's hook, which
 * re-renders on a language change; `.t` reads the same texts outside React (toasts, mails of the client, tests).
 *
 * Interpolation is i18next's: `{{name}}` in a text, `t('key', { name })`; plurals as `key_one` / `key_other`.
 */
export function defineTexts<const T extends Record<string, string>>(
  namespace: string,
  texts: { en: T; pcm: { [K in keyof T]: string } },
) {
  i18n.addResourceBundle('en', namespace, texts.en, true, true);
  i18n.addResourceBundle('pcm', namespace, texts.pcm, true, true);
  const fixed: TextsFunction<T> = (key, values) => i18n.t(key as string, { ns: namespace, ...values });
  const useTexts = (): TextsFunction<T> => {
    const { t } = useTranslation(namespace, { i18n });
    return (key, values) => t(key as string, values ?? {});
  };
  return Object.assign(useTexts, { t: fixed, namespace });
}

/** The language texts are shown in now. */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Shows every text in `language` from now on, and says so to the document (screen readers pronounce by it). */
export async function showLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The language of the texts, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
