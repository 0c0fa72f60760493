import { useState } from 'react';
import { KIDS_WANTS, LANGUAGES, RELIGIONS, type KidsWants, type MePatch, type MeResponse } from '@blynd/shared';
import { SelectField, TextField } from '../../../../components/ui/field';
import { usePlaces } from '../api/get-places';
import { kidsWantsLabel, religionLabel } from '../labels';
import { useFilterTexts } from '../texts';

/** The member's own discovery fields (decision 0162): each change is saved at once. */
export function AboutMeFields({ me: saved, save: send }: { me: MeResponse; save: (patch: MePatch) => void }) {
  const t = useFilterTexts();
  const places = usePlaces();
  // Shown as changed at once; the screen remounts this form with the server's answer once /me is read again.
  const [me, setMe] = useState(saved);
  const save = (patch: MePatch) => {
    setMe({ ...me, ...(patch as Partial<MeResponse>) });
    send(patch);
  };
  const state = me.place?.state ?? '';
  const lgas = places.data?.states.find((s) => s.name === state)?.lgas ?? [];
  const toggleLanguage = (language: (typeof LANGUAGES)[number]) =>
    save({
      languages: me.languages.includes(language)
        ? me.languages.filter((l) => l !== language)
        : [...me.languages, language],
    });
  return (
    <section className="m-panel" aria-labelledby="about-me-heading">
      <h2 id="about-me-heading">{t('aboutMe')}</h2>
      <div className="m-row">
        <SelectField
          label={t('state')}
          value={state}
          onChange={(e) => {
            const first = places.data?.states.find((s) => s.name === e.target.value)?.lgas[0];
            if (first) save({ place: { state: e.target.value as never, lga: first } });
          }}
        >
          <option value="">{t('chooseState')}</option>
          {places.data?.states.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('lga')}
          value={me.place?.lga ?? ''}
          disabled={!state}
          onChange={(e) => save({ place: { state: state as never, lga: e.target.value } })}
        >
          {!state && <option value="">{t('stateFirst')}</option>}
          {lgas.map((lga) => (
            <option key={lga} value={lga}>
              {lga}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="m-row">
        <SelectField
          label={t('religion')}
          value={me.religion ?? ''}
          onChange={(e) => save({ religion: (e.target.value || null) as MePatch['religion'] })}
        >
          <option value="">{t('preferNot')}</option>
          {RELIGIONS.map((r) => (
            <option key={r} value={r}>
              {religionLabel(r)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('height')}
          type="number"
          min={120}
          max={230}
          defaultValue={me.height ?? ''}
          onBlur={(e) => save({ height: e.target.value ? Number(e.target.value) : null })}
        />
      </div>
      <div className="m-row">
        <SelectField
          label={t('children')}
          value={me.kids === null ? '' : me.kids.has ? 'has' : 'none'}
          onChange={(e) =>
            save({
              kids: e.target.value ? { has: e.target.value === 'has', wants: me.kids?.wants ?? 'not-sure' } : null,
            })
          }
        >
          <option value="">{t('preferNot')}</option>
          <option value="has">{t('iHave')}</option>
          <option value="none">{t('iHaveNone')}</option>
        </SelectField>
        <SelectField
          label={t('future')}
          value={me.kids?.wants ?? ''}
          disabled={me.kids === null}
          onChange={(e) => save({ kids: { has: me.kids?.has ?? false, wants: e.target.value as KidsWants } })}
        >
          {me.kids === null && <option value="">{t('sayFirst')}</option>}
          {KIDS_WANTS.map((w) => (
            <option key={w} value={w}>
              {kidsWantsLabel(w)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="m-fieldset">
        <legend>{t('languagesISpeak')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="m-check">
            <input
              type="checkbox"
              checked={me.languages.includes(language)}
              onChange={() => toggleLanguage(language)}
            />{' '}
            {language}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
