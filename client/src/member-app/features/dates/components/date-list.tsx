import { lagosDateTime, type DatePlan } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { CheckInAnswer } from './check-in-answer';
import './dates.css';

const STATE_TEXT: Record<DatePlan['checkIn']['state'], string> = {
  scheduled: 'Check-in planned',
  asked: 'Check-in waiting for your answer',
  ok: 'You checked in: OK',
  help: 'You asked for help',
  missed: 'Check-in missed',
};

/** The member's planned dates, each with its check-in and a cancel. */
export function DateList({ plans, onCancel }: { plans: DatePlan[]; onCancel: (plan: DatePlan) => void }) {
  return (
    <ul className="m-date-list">
      {plans.map((plan) => (
        <li key={plan._id} className="m-date-list__item" data-testid="date-plan">
          <h3>{plan.firstName ? `Date with ${plan.firstName}` : 'Date'}</h3>
          <dl className="m-date-list__facts">
            <dt>When</dt>
            <dd>{lagosDateTime(plan.at)}</dd>
            <dt>Where</dt>
            <dd>{plan.place}</dd>
            <dt>Contact</dt>
            <dd>{plan.contact.name}</dd>
            <dt>Check-in</dt>
            <dd>
              {lagosDateTime(plan.checkInAt)} · {STATE_TEXT[plan.checkIn.state]}
            </dd>
          </dl>
          <CheckInAnswer plan={plan} />
          <Button size="sm" variant="ghost" onClick={() => onCancel(plan)}>
            Cancel date<span className="visually-hidden"> with {plan.firstName}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
