import { Link, useLocation } from 'react-router';
import type { Language } from '../../i18n/texts';
import { rememberSiteLanguage, siteLanguageOf, sitePath } from './site-language';
import { useLayoutTexts } from './texts';

/** Each language named in itself, so a visitor finds theirs whatever the page is in. */
const CHOICES: { language: Language; name: string }[] = [
  { language: 'en', name: 'English' },
  { language: 'pcm', name: 'Naijá' },
];

/**
 * The same page in English or Nigerian Pidgin (decision 0174): plain links, so crawlers follow them as they follow
 * the hreflang links; the visitor's pick is remembered for the next visit.
 */
export function LanguageSwitch() {
  const t = useLayoutTexts();
  // The path alone: the prerendered link (no query) must match the hydrating one.
  const { pathname } = useLocation();
  const current = siteLanguageOf(pathname);
  return (
    <nav aria-label={t('language')} className="language-switch">
      <ul>
        {CHOICES.map(({ language, name }) => (
          <li key={language}>
            <Link
              to={sitePath(pathname, language)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              className="language-switch__link"
              onClick={() => rememberSiteLanguage(language)}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
