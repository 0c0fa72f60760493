import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/http';
import type { MePatch } from '@blynd/shared';
import { isMissingRoute } from '../../../api/member-fetch';
import { useCatalogues } from '../api/get-catalogues';
import { useUpdateMe } from '../api/update-me';
import { useLanguage } from '../../../../i18n/texts';
import { catalogueLabels } from '../../../catalogue-labels-pcm';
import { useProfileFieldTexts } from '../texts';

type Own = { relationshipGoal?: string | null; values?: string[]; prompts?: { promptId: string; answer: string }[] };

const MAX_VALUES = 5;
const MAX_PROMPTS = 3;

/**
 * Goal, values and prompts: what compatibility and conversation starters are made of. On the profile screen it is a
 * panel of its own; in sign-up (`embedded`) the page's heading names it and `onSaved` moves the member on.
 */
export function CompatibilityFields({
  me,
  embedded = false,
  saveLabel,
  onSaved,
}: {
  me: Own;
  embedded?: boolean;
  saveLabel?: string;
  onSaved?: () => Promise<unknown> | void;
}) {
  const t = useProfileFieldTexts();
  const labels = catalogueLabels(useLanguage());
  const catalogues = useCatalogues(embedded);
  const updateMe = useUpdateMe();
  const [goal, setGoal] = useState(me.relationshipGoal ?? '');
  const [values, setValues] = useState<string[]>(me.values ?? []);
  const [answers, setAnswers] = useState<Record<string, string>>(
    Object.fromEntries((me.prompts ?? []).map((p) => [p.promptId, p.answer])),
  );
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  if (catalogues.error) {
    return isMissingRoute(catalogues.error) ? (
      <section className="m-panel" aria-labelledby="goals-heading">
        <h2 id="goals-heading">{t('goalsHeading')}</h2>
        <p className="m-muted">{t('notOn')}</p>
      </section>
    ) : null;
  }
  if (!catalogues.data) return null;
  const chosenPrompts = Object.entries(answers).filter(([, answer]) => answer.trim());

  async function save() {
    setMessage(null);
    try {
      await updateMe.mutateAsync({
        relationshipGoal: goal || undefined,
        values,
        prompts: chosenPrompts.map(([promptId, answer]) => ({ promptId, answer: answer.trim() })),
      } as MePatch);
      setMessage({ text: useProfileFieldTexts.t('saved') });
      await onSaved?.();
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  return (
    <section className={embedded ? 'm-form' : 'm-panel'} aria-labelledby={embedded ? undefined : 'goals-heading'}>
      {!embedded && <h2 id="goals-heading">{t('goalsHeading')}</h2>}
      <SelectField label={t('lookingFor')} value={goal} onChange={(e) => setGoal(e.target.value)}>
        <option value="">{t('chooseGoal')}</option>
        {catalogues.data.goals.map((g) => (
          <option key={g.id} value={g.id}>
            {labels.goalLabel(g.id) === g.id ? g.label : labels.goalLabel(g.id)}
          </option>
        ))}
      </SelectField>
      <fieldset className="m-fieldset">
        <legend>{t('values', { max: MAX_VALUES })}</legend>
        <div className="m-chips">
          {catalogues.data.values.map(({ id: value, label }) => (
            <label key={value} className={`m-chip${values.includes(value) ? ' m-chip--on' : ''}`}>
              <input
                type="checkbox"
                checked={values.includes(value)}
                onChange={() =>
                  setValues(
                    values.includes(value)
                      ? values.filter((v) => v !== value)
                      : values.length < MAX_VALUES
                        ? [...values, value]
                        : values,
                  )
                }
              />
              {labels.valueLabel(value) === value ? label : labels.valueLabel(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="m-muted">{t('answerUpTo', { max: MAX_PROMPTS, count: chosenPrompts.length })}</p>
      {catalogues.data.prompts.map((prompt) => (
        <TextAreaField
          key={prompt.id}
          label={labels.promptText(prompt.id) === prompt.id ? prompt.text : labels.promptText(prompt.id)}
          rows={2}
          maxLength={200}
          value={answers[prompt.id] ?? ''}
          disabled={!answers[prompt.id]?.trim() && chosenPrompts.length >= MAX_PROMPTS}
          onChange={(e) => setAnswers({ ...answers, [prompt.id]: e.target.value })}
        />
      ))}
      <Button onClick={() => void save()} block={embedded}>
        {saveLabel ?? t('saveGoals')}
      </Button>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
    </section>
  );
}
