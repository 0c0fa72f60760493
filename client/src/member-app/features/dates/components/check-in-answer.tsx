import { useState } from 'react';
import { EMERGENCY_NUMBER, lagosDateTime, type DatePlan } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/http';
import { useAnswerCheckIn } from '../api/answer-check-in';
import { useDateTexts } from '../texts';
import './dates.css';

/** "Call 112" as a link the phone dials; shown after "I need help" or a missed check-in. */
export function EmergencyCall({ plan }: { plan: DatePlan }) {
  const t = useDateTexts();
  const name = plan.contact.name || t('yourContact');
  return (
    <div className="m-date-emergency" data-testid="date-emergency">
      <p>
        {plan.checkIn.state === 'help'
          ? t('texting', { name, number: EMERGENCY_NUMBER })
          : t('missed', { name, number: EMERGENCY_NUMBER })}
      </p>
      <a className="btn btn--primary btn--lg m-date-emergency__call" href={`tel:${EMERGENCY_NUMBER}`}>
        {t('call', { number: EMERGENCY_NUMBER })}
      </a>
    </div>
  );
}

/**
 * "Are you OK?" with its two answers, for one plan. "I need help" is offered at any time of the date; "I'm OK" once
 * the check-in has come (the server answers 409 before, so the button is not offered).
 */
export function CheckInAnswer({ plan, now = new Date() }: { plan: DatePlan; now?: Date }) {
  const t = useDateTexts();
  const answer = useAnswerCheckIn();
  const [error, setError] = useState<string | null>(null);
  const due = now >= new Date(plan.checkInAt);
  const name = plan.firstName || t('yourMatch');
  async function send(value: 'ok' | 'help') {
    setError(null);
    try {
      await answer.mutateAsync({ id: plan._id, answer: value });
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  if (plan.emergencyNumber) return <EmergencyCall plan={plan} />;
  return (
    <div className="m-date-check-in">
      {due && plan.checkIn.state !== 'ok' && (
        <p className="m-date-check-in__ask">{t('ask', { name, when: lagosDateTime(plan.checkInAt) })}</p>
      )}
      <div className="m-date-check-in__actions">
        {due && plan.checkIn.state !== 'ok' && (
          <Button size="sm" onClick={() => void send('ok')} disabled={answer.isPending}>
            {t('ok')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={() => void send('help')} disabled={answer.isPending}>
          {t('help')}
        </Button>
      </div>
      {error && (
        <p className="m-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
