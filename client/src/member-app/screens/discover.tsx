import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { WebCard } from '../api/contract';
import { adoptedLandingPaint } from '../api/landing';
import { isMissingRoute } from '../api/member-fetch';
import { MemberCard } from '../components/member-card';
import { firstCards } from '../discover-first-cards';
import { Empty, LoadProblem } from '../components/unavailable';
import { useDiscover, useVerifiedDiscover } from '../features/discover/api/get-discover';
import { SwitchField } from '../components/switch-field';
import { usePicks } from '../features/discover/api/get-picks';
import { usePassMember } from '../features/discover/api/pass-member';
import { useUndoPass } from '../features/discover/api/undo-pass';
import { useLikeMember } from '../features/likes/api/like-member';
import { useSharedTexts } from '../components/texts';
import { useDiscoverTexts } from './texts/discover';

type Outcome =
  | { kind: 'passed'; card: WebCard }
  | { kind: 'liked'; card: WebCard }
  | { kind: 'matched'; card: WebCard; matchId?: string }
  | { kind: 'error'; message: string };

export function DiscoverScreen() {
  const t = useDiscoverTexts();
  const shared = useSharedTexts();
  useDocumentMeta(t('title'), t('description'));
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // After the shell painted the first cards from the landing answer (api/landing.ts), the first render shows those
  // alone, so React adopts them as they are; the rest follow in a transition right after.
  const [allShown, setAllShown] = useState(() => !adoptedLandingPaint());
  useEffect(() => {
    if (!allShown) startTransition(() => setAllShown(true));
  }, [allShown]);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const everyone = useDiscover();
  const verified = useVerifiedDiscover(verifiedOnly);
  const discover = verifiedOnly ? verified : everyone;
  const picks = usePicks();
  const pass = usePassMember();
  const like = useLikeMember();
  const undo = useUndoPass();

  const hide = (id: string) => setHidden((current) => new Set(current).add(id));
  async function act(card: WebCard, action: 'like' | 'pass') {
    setBusy(card._id);
    try {
      if (action === 'pass') {
        await pass.mutateAsync(card._id);
        setOutcome({ kind: 'passed', card });
      } else {
        const answer = await like.mutateAsync(card._id);
        setOutcome(answer.matched ? { kind: 'matched', card, matchId: answer.match?._id } : { kind: 'liked', card });
      }
      hide(card._id);
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }
  async function undoPass(card: WebCard) {
    try {
      await undo.mutateAsync(card._id);
      setHidden((current) => {
        const next = new Set(current);
        next.delete(card._id);
        return next;
      });
      setOutcome(null);
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error) });
    }
  }

  const actions = (card: WebCard) => (
    <>
      <Button
        variant="secondary"
        onClick={() => void act(card, 'pass')}
        disabled={busy === card._id}
        aria-label={t('passOn', { name: card.firstName })}
      >
        {t('pass')}
      </Button>
      <Button
        onClick={() => void act(card, 'like')}
        disabled={busy === card._id}
        aria-label={t('likeName', { name: card.firstName })}
      >
        {t('like')}
      </Button>
    </>
  );
  // The picks sit above the list: both appear together, or the list would jump down when the picks arrive.
  const settling = discover.isPending || picks.isPending;
  const allPicks = (picks.data?.items ?? []).filter(
    (card) => !hidden.has(card._id) && (!verifiedOnly || card.verified),
  );
  // A pick is shown once, among the picks, not again in the list below.
  const pickIds = new Set(allPicks.map((card) => card._id));
  const allCards = (discover.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (card) => !hidden.has(card._id) && !pickIds.has(card._id),
  );
  const {
    picks: pickCards,
    cards,
    partial,
  } = allShown ? { picks: allPicks, cards: allCards, partial: false } : firstCards(allPicks, allCards);

  return (
    <section className="m-screen">
      <h1>{shared('discover')}</h1>
      <SwitchField checked={verifiedOnly} onToggle={setVerifiedOnly}>
        {shared('verifiedOnly')}
      </SwitchField>
      <div className="m-live-region" aria-live="polite">
        {outcome?.kind === 'passed' && (
          <p className="m-note m-row">
            {t('passed', { name: outcome.card.firstName })}{' '}
            <Button size="sm" variant="secondary" onClick={() => void undoPass(outcome.card)}>
              {t('undoPass')}
            </Button>
          </p>
        )}
        {outcome?.kind === 'liked' && <p className="m-note">{t('liked', { name: outcome.card.firstName })}</p>}
        {outcome?.kind === 'matched' && (
          <p className="m-note m-note--match">
            {t('matched', { name: outcome.card.firstName })}{' '}
            <Link to={outcome.matchId ? `${paths.member.chat}/${outcome.matchId}` : paths.member.matches}>
              {t('sayHello')}
            </Link>
          </p>
        )}
        {outcome?.kind === 'error' && (
          <p className="m-error" role="alert">
            {outcome.message}
          </p>
        )}
      </div>
      {/* One loader until both lists are in: a section shown first would be pushed down by the picks. */}
      {settling ? (
        <PageLoader />
      ) : (
        <>
          {pickCards.length > 0 && (
            <section aria-labelledby="picks-heading" className="m-picks">
              <h2 id="picks-heading">{t('picks')}</h2>
              <div className="m-grid">
                {pickCards.map((card) => (
                  <MemberCard key={card._id} card={card} headingLevel={3} actions={actions(card)} />
                ))}
              </div>
            </section>
          )}
          {picks.error && isMissingRoute(picks.error) && <p className="m-muted">{t('noPicks')}</p>}
          <section aria-labelledby="everyone-heading">
            <h2 id="everyone-heading">{pickCards.length ? t('morePeople') : t('peopleForYou')}</h2>
            {discover.error && <LoadProblem error={discover.error} what={t('title')} />}
            {discover.isSuccess && cards.length === 0 && !discover.hasNextPage && (
              <Empty title={t('seenEveryone')}>
                <p>
                  {t('widenBefore')}
                  <Link to={paths.member.settings}>{t('settings')}</Link>
                  {t('widenAfter')}
                </p>
              </Empty>
            )}
            <div className="m-grid">
              {cards.map((card) => (
                <MemberCard key={card._id} card={card} headingLevel={3} actions={actions(card)} />
              ))}
            </div>
            {discover.hasNextPage && !partial && (
              <Button
                variant="secondary"
                onClick={() => void discover.fetchNextPage()}
                disabled={discover.isFetchingNextPage}
              >
                {discover.isFetchingNextPage ? t('loading') : t('showMore')}
              </Button>
            )}
          </section>
        </>
      )}
    </section>
  );
}
