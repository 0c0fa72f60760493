import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { CreatedDate, DatePlan } from '@blynd/shared';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Empty, LoadProblem } from '../components/unavailable';
import { useMatches } from '../features/matches/api/get-matches';
import { useCancelDate } from '../features/dates/api/cancel-date';
import { useDates } from '../features/dates/api/get-dates';
import { DateForm } from '../features/dates/components/date-form';
import { DateList } from '../features/dates/components/date-list';
import { useDatesScreenTexts } from './texts/dates';

const say = useDatesScreenTexts.t;

/** Date safety in /app (decision 0155): plan a date with a match, share it with a trusted contact, check in. */
export function DatesScreen() {
  const t = useDatesScreenTexts();
  useDocumentMeta(t('title'), t('description'));
  const [search] = useSearchParams();
  const matches = useMatches();
  const dates = useDates();
  const cancel = useCancelDate();
  const confirm = useConfirm();
  const [shared, setShared] = useState<CreatedDate | null>(null);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);

  async function cancelPlan(plan: DatePlan) {
    const ok = await confirm({
      title: say('cancelTitle'),
      message: <p>{say('cancelText')}</p>,
      confirmLabel: say('cancelDate'),
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(plan._id);
      setStatus({ text: say('cancelled') });
    } catch (error) {
      setStatus({ text: errorMessage(error), error: true });
    }
  }

  const matchItems = matches.data?.items ?? [];
  const plans = dates.data?.items ?? [];
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <div aria-live="polite">{status && <p className={status.error ? 'm-error' : 'm-note'}>{status.text}</p>}</div>
      {shared && (
        <div className="m-date-shared" role="status" data-testid="date-shared">
          <p>
            {t('texted', { name: shared.contact.name })} <a href={shared.shareUrl}>{shared.shareUrl}</a>
          </p>
        </div>
      )}
      {(matches.isPending || dates.isPending) && <PageLoader />}
      {matches.error && <LoadProblem error={matches.error} what={t('matches')} />}
      {dates.error && <LoadProblem error={dates.error} what={t('title')} />}
      {matches.isSuccess && matchItems.length === 0 && (
        <Empty title={t('noMatchesTitle')}>
          <p>
            {t('noMatchesBefore')}
            <Link to={paths.member.discover}>{t('discover')}</Link>
            {t('noMatchesAfter')}
          </p>
        </Empty>
      )}
      {matches.isSuccess && matchItems.length > 0 && (
        <DateForm
          key={search.get('match') ?? ''}
          matches={matchItems}
          initialMatchId={search.get('match') ?? undefined}
          onPlanned={(date) => {
            setShared(date);
            setStatus(null);
          }}
        />
      )}
      {dates.isSuccess && (
        <section aria-labelledby="your-dates-title">
          <h2 id="your-dates-title">{t('yourDates')}</h2>
          {plans.length === 0 ? (
            <p className="m-note">{t('none')}</p>
          ) : (
            <DateList plans={plans} onCancel={(plan) => void cancelPlan(plan)} />
          )}
        </section>
      )}
    </section>
  );
}
