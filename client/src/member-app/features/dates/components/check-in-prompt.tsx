import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useDates } from '../api/get-dates';
import { CheckInAnswer } from './check-in-answer';
import { useDateTexts } from '../texts';
import './dates.css';

/**
 * The check-in wherever the member is in /app: a plan whose "Are you OK?" was asked (a live date notice reads the
 * plans again) and not answered, or one that needs 112 shown. Elsewhere the push and the feed entry ask.
 */
export function CheckInPrompt() {
  const t = useDateTexts();
  const dates = useDates();
  const [closed, setClosed] = useState<string[]>([]);
  const plan = (dates.data?.items ?? []).find(
    (p) =>
      !closed.includes(p._id) &&
      (p.checkIn.state === 'asked' || p.checkIn.state === 'help' || p.checkIn.state === 'missed'),
  );
  if (!plan) return null;
  return (
    <section className="m-date-prompt" aria-labelledby="date-prompt-title" data-testid="date-check-in-prompt">
      <h2 id="date-prompt-title">{plan.emergencyNumber ? t('promptTitle') : t('areYouOk')}</h2>
      <CheckInAnswer plan={plan} />
      <p className="m-date-prompt__more">
        <Link to={paths.member.dates}>{t('yourDates')}</Link>
        {plan.emergencyNumber && (
          <button type="button" className="m-date-prompt__close" onClick={() => setClosed((c) => [...c, plan._id])}>
            {t('close')}
          </button>
        )}
      </p>
    </section>
  );
}
