import { useState, type FormEvent } from 'react';
import { MEMBER_GENDERS, type MePatch, type MeResponse } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/http';
import { SwitchField } from '../../../components/switch-field';
import { useUpdateMe } from '../api/update-me';
import { usePhotoTexts } from '../texts';
import { AgeField } from '../../../components/age-field';

type Me = MeResponse & { readReceipts?: boolean };

/** Who discover shows, and the switches: discoverable, read receipts (once the server has them). */
export function PreferencesForm({ me }: { me: Me }) {
  const t = usePhotoTexts();
  const updateMe = useUpdateMe();
  const [genders, setGenders] = useState<string[]>(me.preferences?.genders ?? me.interestedIn);
  const [ageMin, setAgeMin] = useState(String(me.preferences?.ageMin ?? 18));
  const [ageMax, setAgeMax] = useState(String(me.preferences?.ageMax ?? 60));
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  async function patch(body: MePatch, done: string) {
    setMessage(null);
    try {
      await updateMe.mutateAsync(body);
      setMessage({ text: done });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    void patch(
      { preferences: { genders, ageMin: Number(ageMin), ageMax: Number(ageMax) } } as MePatch,
      usePhotoTexts.t('prefsSaved'),
    );
  };

  return (
    <section className="m-panel" aria-labelledby="prefs-heading">
      <h2 id="prefs-heading">{t('preferences')}</h2>
      <form className="m-form" onSubmit={save} noValidate>
        <fieldset className="m-fieldset">
          <legend>{t('showMe')}</legend>
          {MEMBER_GENDERS.map((g) => (
            <label key={g} className="m-check">
              <input
                type="checkbox"
                checked={genders.includes(g)}
                onChange={() => setGenders(genders.includes(g) ? genders.filter((x) => x !== g) : [...genders, g])}
              />{' '}
              {g}
            </label>
          ))}
        </fieldset>
        <div className="m-row">
          <AgeField label={t('youngestAge')} value={ageMin} onChange={(e) => setAgeMin(e.target.value)} />
          <AgeField label={t('oldestAge')} value={ageMax} onChange={(e) => setAgeMax(e.target.value)} />
        </div>
        <Button type="submit">{t('savePrefs')}</Button>
      </form>
      <SwitchField
        checked={me.discoverable}
        onToggle={(on) => void patch({ discoverable: on }, on ? t('shown') : t('hidden'))}
      >
        {t('showInDiscover')}
      </SwitchField>
      {me.readReceipts !== undefined && (
        <SwitchField
          checked={me.readReceipts}
          onToggle={(on) => void patch({ readReceipts: on }, on ? t('receiptsOn') : t('receiptsOff'))}
        >
          {t('receipts')}
        </SwitchField>
      )}
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
    </section>
  );
}
