import { BIO_MAX, INTERESTS_MAX, INTERESTS_MIN, NIGERIAN_STATES, type MePatch } from '@blynd/shared';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { useBlyndmojis } from '../api/get-blyndmojis';
import { useInterests } from '../api/get-interests';
import { useProfileFieldTexts } from '../texts';

export type ProfileDraft = { bio: string; interests: string[]; state: string; income: string; avatar: string };

export const draftFrom = (me: {
  bio: string;
  interests: string[];
  state: string;
  income: number;
  avatar: string;
}): ProfileDraft => ({
  bio: me.bio,
  interests: me.interests,
  state: me.state,
  income: me.income ? String(me.income) : '',
  avatar: me.avatar,
});

export const patchFrom = (draft: ProfileDraft): MePatch => ({
  bio: draft.bio,
  interests: draft.interests as MePatch['interests'],
  state: draft.state as MePatch['state'],
  income: Number(draft.income.replace(/[^\d]/g, '')),
  avatar: draft.avatar,
});

/** The profile basics (bio, interests, state, yearly income, blyndmoji), shared by sign-up and the profile screen. */
export function ProfileFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: ProfileDraft;
  onChange: (next: ProfileDraft) => void;
  errors?: Partial<Record<keyof ProfileDraft, string>>;
}) {
  const t = useProfileFieldTexts();
  const interests = useInterests();
  const mojis = useBlyndmojis();
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => onChange({ ...draft, [key]: value });
  const toggleInterest = (interest: string) =>
    set(
      'interests',
      draft.interests.includes(interest)
        ? draft.interests.filter((i) => i !== interest)
        : draft.interests.length < INTERESTS_MAX
          ? [...draft.interests, interest]
          : draft.interests,
    );

  return (
    <>
      <TextAreaField
        label={t('bio')}
        hint={t('bioHint', { length: draft.bio.length, max: BIO_MAX })}
        maxLength={BIO_MAX}
        rows={4}
        value={draft.bio}
        onChange={(e) => set('bio', e.target.value)}
        error={errors.bio}
      />
      <fieldset className="m-fieldset">
        <legend>
          {t('interests')}{' '}
          <span className="m-muted">
            {t('interestsChosen', { count: draft.interests.length, min: INTERESTS_MIN, max: INTERESTS_MAX })}
          </span>
        </legend>
        <div className="m-chips">
          {(interests.data?.interests ?? []).map((interest) => (
            <label key={interest} className={`m-chip${draft.interests.includes(interest) ? ' m-chip--on' : ''}`}>
              <input
                type="checkbox"
                checked={draft.interests.includes(interest)}
                onChange={() => toggleInterest(interest)}
              />
              {interest}
            </label>
          ))}
        </div>
        {errors.interests && (
          <p className="field__error" role="alert">
            {errors.interests}
          </p>
        )}
      </fieldset>
      <SelectField
        label={t('state')}
        value={draft.state}
        onChange={(e) => set('state', e.target.value)}
        error={errors.state}
      >
        <option value="">{t('chooseState')}</option>
        {NIGERIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('income')}
        hint={t('incomeHint')}
        inputMode="numeric"
        value={draft.income}
        onChange={(e) => set('income', e.target.value)}
        error={errors.income}
      />
      <fieldset className="m-fieldset">
        <legend>{t('blyndmoji')}</legend>
        <div className="m-mojis">
          {(mojis.data?.blyndmojis ?? []).map((moji, index) => (
            <label key={moji} className={`m-moji${draft.avatar === moji ? ' m-moji--on' : ''}`}>
              <input
                type="radio"
                name="avatar"
                value={moji}
                checked={draft.avatar === moji}
                onChange={() => set('avatar', moji)}
              />
              <img src={moji} alt={t('blyndmojiAlt', { n: index + 1 })} width={56} height={56} loading="lazy" />
            </label>
          ))}
        </div>
        {errors.avatar && (
          <p className="field__error" role="alert">
            {errors.avatar}
          </p>
        )}
      </fieldset>
    </>
  );
}
