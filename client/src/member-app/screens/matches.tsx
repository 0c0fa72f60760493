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

export function MatchesScreen() {
  useDocumentMeta('Matches', 'The members you matched with.');
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
            title: `Unmatch ${name}?`,
            message: (
              <p>
                You will no longer see each other, your conversation ends and photos lock again. {name} is not told.
              </p>
            ),
            confirmLabel: 'Unmatch',
            tone: 'danger',
          }
        : {
            title: `Block ${name}?`,
            message: (
              <p>{name} disappears from everything you see, and you from everything they see. They are not told.</p>
            ),
            confirmLabel: 'Block',
            tone: 'danger',
          },
    );
    if (ok)
      await run(
        () => (kind === 'unmatch' ? unmatch.mutateAsync(match._id) : block.mutateAsync(match.member._id)),
        kind === 'unmatch' ? `You unmatched ${name}` : `You blocked ${name}`,
      );
  }

  const items = matches.data?.items ?? [];
  return (
    <section className="m-screen">
      <h1>Matches</h1>
      <div aria-live="polite">{status && <p className={status.error ? 'm-error' : 'm-note'}>{status.text}</p>}</div>
      {matches.isPending && <PageLoader />}
      {matches.error && <LoadProblem error={matches.error} what="Matches" />}
      {matches.isSuccess && items.length === 0 && (
        <Empty title="No matches yet">
          <p>
            Like bios in <Link to={paths.member.discover}>Discover</Link>: when someone likes you back, you match.
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
                  Message<span className="visually-hidden"> {match.member.firstName}</span>
                </Link>
                <Link className="btn btn--secondary btn--sm" to={`${paths.member.dates}?match=${match._id}`}>
                  Plan a date<span className="visually-hidden"> with {match.member.firstName}</span>
                </Link>
                <details className="m-more">
                  <summary>
                    More<span className="visually-hidden"> for {match.member.firstName}</span>
                  </summary>
                  <div className="m-more__menu">
                    <Button size="sm" variant="ghost" onClick={() => void confirmThen(match, 'unmatch')}>
                      Unmatch
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => void confirmThen(match, 'block')}>
                      Block
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        setReport({ memberId: match.member._id, firstName: match.member.firstName, kind: 'user' })
                      }
                    >
                      Report
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
              text: blocked
                ? `Thanks. We will review your report, and ${report.firstName} is blocked.`
                : 'Thanks. We will review your report.',
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
  if (request.state === 'accepted') {
    return (
      <>
        <span className="m-pill m-pill--ok">Photos unlocked</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void run(
              () => exchange({ kind: 'revoke', matchId: match._id }),
              `Your photos are hidden from ${member.firstName} again`,
            )
          }
        >
          Hide my photos
        </Button>
      </>
    );
  }
  if (request.state === 'pending' && request.askedByMe)
    return (
      <span className="m-pill" data-testid="photo-request-state">
        Photo request pending
      </span>
    );
  if (request.state === 'pending' && request._id) {
    const id = request._id;
    return (
      <>
        <span className="m-pill">{member.firstName} asked to exchange photos</span>
        <Button
          size="sm"
          onClick={() => void run(() => exchange({ kind: 'accept', requestId: id }), 'Photos unlocked')}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void run(() => exchange({ kind: 'decline', requestId: id }), 'Photo request declined')}
        >
          Decline
        </Button>
      </>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() =>
        void run(
          () => exchange({ kind: 'ask', matchId: match._id }),
          `You asked ${member.firstName} to exchange photos`,
        )
      }
    >
      Ask to exchange photos
    </Button>
  );
}
