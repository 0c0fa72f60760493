import { useState } from 'react';
import { KIDS_WANTS, LANGUAGES, RELIGIONS, type KidsWants, type MePatch, type MeResponse } from '@blynd/shared';
import { SelectField, TextField } from '../../../../components/ui/field';
import { usePlaces } from '../api/get-places';
import { KIDS_WANTS_LABELS, RELIGION_LABELS } from '../labels';

/** The member's own discovery fields (decision 0162): each change is saved at once. */
export function AboutMeFields({ me: saved, save: send }: { me: MeResponse; save: (patch: MePatch) => void }) {
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
      <h2 id="about-me-heading">About me</h2>
      <div className="m-row">
        <SelectField
          label="State"
          value={state}
          onChange={(e) => {
            const first = places.data?.states.find((s) => s.name === e.target.value)?.lgas[0];
            if (first) save({ place: { state: e.target.value as never, lga: first } });
          }}
        >
          <option value="">Choose a state</option>
          {places.data?.states.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Local government area"
          value={me.place?.lga ?? ''}
          disabled={!state}
          onChange={(e) => save({ place: { state: state as never, lga: e.target.value } })}
        >
          {!state && <option value="">Choose a state first</option>}
          {lgas.map((lga) => (
            <option key={lga} value={lga}>
              {lga}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="m-row">
        <SelectField
          label="Religion"
          value={me.religion ?? ''}
          onChange={(e) => save({ religion: (e.target.value || null) as MePatch['religion'] })}
        >
          <option value="">Prefer not to say</option>
          {RELIGIONS.map((r) => (
            <option key={r} value={r}>
              {RELIGION_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Height (cm)"
          type="number"
          min={120}
          max={230}
          defaultValue={me.height ?? ''}
          onBlur={(e) => save({ height: e.target.value ? Number(e.target.value) : null })}
        />
      </div>
      <div className="m-row">
        <SelectField
          label="Children"
          value={me.kids === null ? '' : me.kids.has ? 'has' : 'none'}
          onChange={(e) =>
            save({
              kids: e.target.value ? { has: e.target.value === 'has', wants: me.kids?.wants ?? 'not-sure' } : null,
            })
          }
        >
          <option value="">Prefer not to say</option>
          <option value="has">I have children</option>
          <option value="none">I have no children</option>
        </SelectField>
        <SelectField
          label="Children in future"
          value={me.kids?.wants ?? ''}
          disabled={me.kids === null}
          onChange={(e) => save({ kids: { has: me.kids?.has ?? false, wants: e.target.value as KidsWants } })}
        >
          {me.kids === null && <option value="">Say whether you have children first</option>}
          {KIDS_WANTS.map((w) => (
            <option key={w} value={w}>
              {KIDS_WANTS_LABELS[w]}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="m-fieldset">
        <legend>Languages I speak</legend>
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
