import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { LANGUAGES, useLanguage, type Language } from '../../../i18n/texts';
import { useSaveLanguage } from './api/member-language';
import { useLanguageTexts } from './texts';
import { applyLanguage } from './use-member-language';

/**
 * English or Naijá (Pidgin), as radio buttons: the choice shows at once, and is saved to the account with
 * PATCH /me {language} for the next visit, pushes and mails (decision 0171). A refused save puts the screens back.
 */
export function LanguagePicker() {
  const t = useLanguageTexts();
  const shown = useLanguage();
  const hintId = useId();
  // Its own radio group wherever it is placed (Settings, the phone's More sheet).
  const group = `member-language${useId()}`;
  const save = useSaveLanguage();
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const labels: Record<Language, string> = { en: t('english'), pcm: t('pidgin') };

  async function choose(language: Language) {
    const before = shown;
    setStatus(null);
    await applyLanguage(language);
    try {
      await save.mutateAsync(language);
      setStatus({ text: useLanguageTexts.t('saved') });
    } catch (error) {
      await applyLanguage(before);
      setStatus({ text: errorMessage(error), error: true });
    }
  }

  return (
    <fieldset className="m-fieldset" aria-describedby={hintId}>
      <legend>{t('legend')}</legend>
      <p id={hintId} className="m-muted">
        {t('hint')}
      </p>
      {LANGUAGES.map((language) => (
        <label key={language} className="m-check" lang={language === 'pcm' ? 'pcm' : 'en'}>
          <input
            type="radio"
            name={group}
            value={language}
            checked={shown === language}
            disabled={save.isPending}
            onChange={() => void choose(language)}
          />{' '}
          {labels[language]}
        </label>
      ))}
      <div aria-live="polite">{status && <p className={status.error ? 'm-error' : 'm-note'}>{status.text}</p>}</div>
    </fieldset>
  );
}
