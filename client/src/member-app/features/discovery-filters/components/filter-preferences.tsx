import { useState, type ReactNode } from 'react';
import {
  KIDS_WANTS,
  LANGUAGES,
  MEMBER_GENDERS,
  RELIGIONS,
  type MePatch,
  type MemberPreferencesResponse,
  type MeResponse,
} from '@blynd/shared';
import { SelectField } from '../../../../components/ui/field';
import { SwitchField } from '../../../components/switch-field';
import { DISTANCE_CHOICES, kidsWantsLabel, religionLabel } from '../labels';
import { useFilterTexts } from '../texts';
import { AgeField } from '../../../components/age-field';

type Prefs = MemberPreferencesResponse;
type Key = 'distanceKm' | 'religions' | 'kids' | 'languages';

/** One filter with its "dealbreaker" switch: on, it filters (both ways); off, it only ranks (decision 0162). */
function Filter({
  title,
  dealbreaker,
  onDealbreaker,
  children,
}: {
  title: string;
  dealbreaker: boolean | null;
  onDealbreaker: (on: boolean) => void;
  children: ReactNode;
}) {
  const t = useFilterTexts();
  return (
    <fieldset className="m-fieldset">
      <legend>{title}</legend>
      {children}
      {dealbreaker !== null && (
        <SwitchField checked={dealbreaker} onToggle={onDealbreaker}>
          {t('dealbreaker', { what: title.toLowerCase() })}
        </SwitchField>
      )}
    </fieldset>
  );
}

const toggle = <T,>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** Who discover shows: every change is saved at once, and the count above it follows. */
export function FilterPreferences({ me, save }: { me: MeResponse; save: (patch: MePatch) => void }) {
  const t = useFilterTexts();
  // Shown as changed at once; the screen remounts this form with the server's answer once /me is read again.
  const [prefs, setPrefs] = useState<Prefs>(
    () =>
      me.preferences ?? {
        genders: me.interestedIn.length > 0 ? me.interestedIn : [...MEMBER_GENDERS],
        ageMin: 18,
        ageMax: 99,
        ageDealbreaker: true,
        distanceKm: null,
        religions: null,
        kids: null,
        languages: null,
      },
  );
  const base = {
    genders: prefs.genders,
    ageMin: prefs.ageMin,
    ageMax: prefs.ageMax,
    ageDealbreaker: prefs.ageDealbreaker,
  };
  const set = (key: Key, value: unknown, dealbreaker?: boolean) => {
    const next = value === null ? null : { value, dealbreaker: dealbreaker ?? prefs[key]?.dealbreaker ?? false };
    setPrefs({ ...prefs, [key]: next } as Prefs);
    save({ preferences: { ...base, [key]: next } } as MePatch);
  };
  const setAges = (ageMin: number, ageMax: number, dealbreaker = prefs.ageDealbreaker) => {
    setPrefs({ ...prefs, ageMin, ageMax, ageDealbreaker: dealbreaker });
    save({ preferences: { ...base, ageMin, ageMax, ageDealbreaker: dealbreaker } });
  };
  const religions = prefs.religions?.value ?? [];
  const languages = prefs.languages?.value ?? [];
  const kids = prefs.kids?.value ?? {};
  const kidsValue = (next: { has?: boolean; wants?: string[] }) =>
    next.has === undefined && !next.wants?.length
      ? null
      : { ...next, ...(next.wants?.length ? {} : { wants: undefined }) };

  return (
    <section className="m-panel" aria-labelledby="filters-heading">
      <h2 id="filters-heading">{t('myFilters')}</h2>
      <Filter
        title={t('age')}
        dealbreaker={prefs.ageDealbreaker}
        onDealbreaker={(on) => setAges(prefs.ageMin, prefs.ageMax, on)}
      >
        <div className="m-row">
          <AgeField
            label={t('youngest')}
            defaultValue={prefs.ageMin}
            onBlur={(e) => setAges(Number(e.target.value), prefs.ageMax)}
          />
          <AgeField
            label={t('oldest')}
            defaultValue={prefs.ageMax}
            onBlur={(e) => setAges(prefs.ageMin, Number(e.target.value))}
          />
        </div>
      </Filter>
      <Filter
        title={t('distance')}
        dealbreaker={prefs.distanceKm ? prefs.distanceKm.dealbreaker : null}
        onDealbreaker={(on) => set('distanceKm', prefs.distanceKm!.value, on)}
      >
        <SelectField
          label={t('within')}
          value={prefs.distanceKm?.value ?? ''}
          disabled={!me.place}
          hint={me.place ? t('measured') : t('placeFirst')}
          onChange={(e) => set('distanceKm', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('anyDistance')}</option>
          {DISTANCE_CHOICES.map((km) => (
            <option key={km} value={km}>
              {t('km', { km })}
            </option>
          ))}
        </SelectField>
      </Filter>
      <Filter
        title={t('religion')}
        dealbreaker={prefs.religions ? prefs.religions.dealbreaker : null}
        onDealbreaker={(on) => set('religions', religions, on)}
      >
        {RELIGIONS.map((r) => (
          <label key={r} className="m-check">
            <input
              type="checkbox"
              checked={religions.includes(r)}
              onChange={() => {
                const next = toggle(religions, r);
                set('religions', next.length ? next : null);
              }}
            />{' '}
            {religionLabel(r)}
          </label>
        ))}
      </Filter>
      <Filter
        title={t('children')}
        dealbreaker={prefs.kids ? prefs.kids.dealbreaker : null}
        onDealbreaker={(on) => set('kids', kids, on)}
      >
        <SelectField
          label={t('hasChildren')}
          value={kids.has === undefined ? '' : kids.has ? 'yes' : 'no'}
          onChange={(e) =>
            set('kids', kidsValue({ ...kids, has: e.target.value === '' ? undefined : e.target.value === 'yes' }))
          }
        >
          <option value="">{t('either')}</option>
          <option value="yes">{t('hasChildren')}</option>
          <option value="no">{t('hasNoChildren')}</option>
        </SelectField>
        {KIDS_WANTS.map((w) => (
          <label key={w} className="m-check">
            <input
              type="checkbox"
              checked={kids.wants?.includes(w) ?? false}
              onChange={() => set('kids', kidsValue({ ...kids, wants: toggle(kids.wants ?? [], w) }))}
            />{' '}
            {kidsWantsLabel(w)}
          </label>
        ))}
      </Filter>
      <Filter
        title={t('languages')}
        dealbreaker={prefs.languages ? prefs.languages.dealbreaker : null}
        onDealbreaker={(on) => set('languages', languages, on)}
      >
        {LANGUAGES.map((language) => (
          <label key={language} className="m-check">
            <input
              type="checkbox"
              checked={languages.includes(language)}
              onChange={() => {
                const next = toggle(languages, language);
                set('languages', next.length ? next : null);
              }}
            />{' '}
            {language}
          </label>
        ))}
      </Filter>
    </section>
  );
}
