import { useState, type FormEvent } from 'react';
import { DATE_RULES, dateInputSchema, type CreatedDate, type MatchItem } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/http';
import { usePlanDate } from '../api/plan-date';
import './dates.css';
import { useDateFormTexts } from '../texts';

/** How long after the date starts the check-in comes: choices inside the server's bounds (decision 0155). */
const CHECK_IN_AFTER = ([30, 60, 90, 120, 180] as const).filter(
  (minutes) => minutes >= DATE_RULES.minCheckInAfterMinutes && minutes <= DATE_RULES.maxCheckInAfterHours * 60,
);

type Errors = Partial<Record<'matchId' | 'at' | 'place' | 'name' | 'phone' | 'form', string>>;

/** The browser's local date-time text (`2026-12-05T19:30`) as an instant; undefined when it is not one. */
const instantOf = (local: string) => {
  const time = new Date(local).getTime();
  return local && Number.isFinite(time) ? new Date(time) : undefined;
};

/**
 * Plan a date with a match: when and where, the trusted contact who gets the link by SMS, and when to check in.
 * Checked with the shared schema before it is sent; the server's time rules answer with their own messages.
 */
export function DateForm({
  matches,
  initialMatchId,
  onPlanned,
}: {
  matches: MatchItem[];
  initialMatchId?: string;
  onPlanned: (date: CreatedDate) => void;
}) {
  const t = useDateFormTexts();
  const plan = usePlanDate();
  const [matchId, setMatchId] = useState(
    initialMatchId && matches.some((m) => m._id === initialMatchId) ? initialMatchId : (matches[0]?._id ?? ''),
  );
  const [at, setAt] = useState('');
  const [place, setPlace] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [after, setAfter] = useState(60);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const start = instantOf(at);
    const parsed = dateInputSchema.safeParse({
      matchId,
      at: start?.toISOString() ?? '',
      place,
      contact: { name, phone },
      checkInAt: start ? new Date(start.getTime() + after * 60_000).toISOString() : '',
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        const field =
          key === 'contact.name' ? 'name' : key === 'contact.phone' ? 'phone' : key === 'checkInAt' ? 'at' : key;
        found[field as keyof Errors] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      onPlanned(await plan.mutateAsync(parsed.data));
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  }

  return (
    <form className="m-date-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="plan-date-title">
      <h2 id="plan-date-title">{t('title')}</h2>
      <p className="m-note">{t('intro', { minutes: DATE_RULES.answerWithinMinutes })}</p>
      <SelectField label={t('who')} value={matchId} onChange={(e) => setMatchId(e.target.value)} error={errors.matchId}>
        {matches.map((m) => (
          <option key={m._id} value={m._id}>
            {m.member.firstName}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('when')}
        type="datetime-local"
        value={at}
        onChange={(e) => setAt(e.target.value)}
        error={errors.at}
        required
      />
      <TextField
        label={t('where')}
        value={place}
        onChange={(e) => setPlace(e.target.value)}
        maxLength={200}
        hint={t('whereHint')}
        error={errors.place}
        required
      />
      <fieldset className="m-date-form__contact">
        <legend>{t('contact')}</legend>
        <TextField
          label={t('name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          autoComplete="off"
          error={errors.name}
          required
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          hint={t('phoneHint')}
          autoComplete="off"
          error={errors.phone}
          required
        />
      </fieldset>
      <SelectField label={t('checkIn')} value={after} onChange={(e) => setAfter(Number(e.target.value))}>
        {CHECK_IN_AFTER.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t(`after-${minutes}`)}
          </option>
        ))}
      </SelectField>
      {errors.form && (
        <p className="m-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={plan.isPending || matches.length === 0}>
        {plan.isPending ? t('texting') : t('plan')}
      </Button>
    </form>
  );
}
