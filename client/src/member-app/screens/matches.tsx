import { useState } from 'react';
import { Link } from 'react-router';
import type { MatchItem } from '@blynd/shared';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { MemberCard } from '../components/member-card';
import { Empty, LoadProblem } from '../components/unavailable';
import { useMatches } from '../features/matches/api/get-matches';
import { usePhotoExchange } from '../features/matches/api/photo-exchange';
import { useUnmatch } from '../features/matches/api/unmatch';
import { PastMatches } from '../features/matches/components/past-matches';
import { useBlockMember } from '../features/safety/api/block-member';
import { ReportDialog, type ReportTarget } from '../features/safety/components/report-dialog';
import { useMatchesTexts } from './texts/matches';

const say = useMatchesTexts.t;

export function MatchesScreen() {
  const t = useMatchesTexts();
  useDocumentMeta(t('title'), t('description'));
  const confirm = useConfirm();
  const matches = useMatches();
  const unmatch = useUnmatch();
  const block = useBlockMember();
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);

  // Each action's hook reads the matches and conversations again; the outcome shows at once.
  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      setStatus({ text: done });
    } catch (error) {
      setStatus({ text: errorMessage(error), error: true });
    }
  }

  async function confirmThen(match: MatchItem, kind: 'unmatch' | 'block') {
    const name = match.member.firstName;
    const ok = await confirm(
      kind === 'unmatch'
        ? {
            title: say('unmatchTitle', { name }),
            message: <p>{say('unmatchText', { name })}</p>,
            confirmLabel: say('unmatch'),
            tone: 'danger',
          }
        : {
            title: say('blockTitle', { name }),
            message: <p>{say('blockText', { name })}</p>,
            confirmLabel: say('block'),
            tone: 'danger',
          },
    );
    if (ok)
      await run(
        () => (kind === 'unmatch' ? unmatch.mutateAsync(match._id) : block.mutateAsync(match.member._id)),
        kind === 'unmatch' ? say('unmatched', { name }) : say('blocked', { name }),
      );
  }

  const items = matches.data?.items ?? [];
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <div aria-live="polite">{status && <p className={status.error ? 'm-error' : 'm-note'}>{status.text}</p>}</div>
      {matches.isPending && <PageLoader />}
      {matches.error && <LoadProblem error={matches.error} what={t('title')} />}
      {matches.isSuccess && items.length === 0 && (
        <Empty title={t('emptyTitle')}>
          <p>
            {t('emptyBefore')}
            <Link to={paths.member.discover}>{t('discover')}</Link>
            {t('emptyAfter')}
          </p>
        </Empty>
      )}
      <div className="m-grid">
        {items.map((match) => (
          <MemberCard
            key={match._id}
            card={match.member}
            actions={
              <>
                <PhotoExchange match={match} run={run} />
                <Link className="btn btn--primary btn--sm" to={`${paths.member.chat}/${match._id}`}>
                  {t('message')}
                  <span className="visually-hidden">{` ${match.member.firstName}`}</span>
                </Link>
                <Link className="btn btn--secondary btn--sm" to={`${paths.member.dates}?match=${match._id}`}>
                  {t('planDate')}
                  <span className="visually-hidden">{t('withName', { name: match.member.firstName })}</span>
                </Link>
                <details className="m-more">
                  <summary>
                    {t('more')}
                    <span className="visually-hidden">{t('forName', { name: match.member.firstName })}</span>
                  </summary>
                  <div className="m-more__menu">
                    <Button size="sm" variant="ghost" onClick={() => void confirmThen(match, 'unmatch')}>
                      {t('unmatch')}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void confirmThen(match, 'block')}>
                      {t('block')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        setReport({ memberId: match.member._id, firstName: match.member.firstName, kind: 'user' })
                      }
                    >
                      {t('report')}
                    </Button>
                  </div>
                </details>
              </>
            }
          />
        ))}
      </div>
      <PastMatches onReport={(past) => setReport({ matchId: past._id, firstName: past.firstName, kind: 'message' })} />
      {report && (
        <ReportDialog
          target={report}
          onClose={() => setReport(null)}
          onDone={(blocked) => {
            setReport(null);
            setStatus({
              text: blocked ? say('reportedBlocked', { name: report.firstName }) : say('reported'),
            });
          }}
        />
      )}
    </section>
  );
}

/** The photo exchange as the app shows it: a silently declined request stays `pending` for the asker. */
function PhotoExchange({
  match,
  run,
}: {
  match: MatchItem;
  run: (action: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { photoRequest: request, member } = match;
  const exchange = usePhotoExchange().mutateAsync;
  const t = useMatchesTexts();
  if (request.state === 'accepted') {
    return (
      <>
        <span className="m-pill m-pill--ok">{t('unlocked')}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void run(
              () => exchange({ kind: 'revoke', matchId: match._id }),
              say('photosHidden', { name: member.firstName }),
            )
          }
        >
          {t('hidePhotos')}
        </Button>
      </>
    );
  }
  if (request.state === 'pending' && request.askedByMe)
    return (
      <span className="m-pill" data-testid="photo-request-state">
        {t('requestPending')}
      </span>
    );
  if (request.state === 'pending' && request._id) {
    const id = request._id;
    return (
      <>
        <span className="m-pill">{t('theyAsked', { name: member.firstName })}</span>
        <Button size="sm" onClick={() => void run(() => exchange({ kind: 'accept', requestId: id }), say('unlocked'))}>
          {t('accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void run(() => exchange({ kind: 'decline', requestId: id }), say('declined'))}
        >
          {t('decline')}
        </Button>
      </>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() =>
        void run(() => exchange({ kind: 'ask', matchId: match._id }), say('youAsked', { name: member.firstName }))
      }
    >
      {t('ask')}
    </Button>
  );
}
