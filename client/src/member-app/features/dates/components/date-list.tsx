import { lagosDateTime, type DatePlan } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { CheckInAnswer } from './check-in-answer';
import { useDateTexts } from '../texts';
import './dates.css';

/** The member's planned dates, each with its check-in and a cancel. */
export function DateList({ plans, onCancel }: { plans: DatePlan[]; onCancel: (plan: DatePlan) => void }) {
  const t = useDateTexts();
  return (
    <ul className="m-date-list">
      {plans.map((plan) => (
        <li key={plan._id} className="m-date-list__item" data-testid="date-plan">
          <h3>{plan.firstName ? t('dateWith', { name: plan.firstName }) : t('date')}</h3>
          <dl className="m-date-list__facts">
            <dt>{t('when')}</dt>
            <dd>{lagosDateTime(plan.at)}</dd>
            <dt>{t('where')}</dt>
            <dd>{plan.place}</dd>
            <dt>{t('contact')}</dt>
            <dd>{plan.contact.name}</dd>
            <dt>{t('checkIn')}</dt>
            <dd>
              {lagosDateTime(plan.checkInAt)} · {t(`state-${plan.checkIn.state}`)}
            </dd>
          </dl>
          <CheckInAnswer plan={plan} />
          <Button size="sm" variant="ghost" onClick={() => onCancel(plan)}>
            {t('cancel')}
            <span className="visually-hidden">{t('cancelWith', { name: plan.firstName })}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
