import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import type { WebCard } from '../api/contract';
import { MemberCard } from '../components/member-card';
import { Empty, LoadProblem } from '../components/unavailable';
import { useLikesReceived } from '../features/likes/api/get-likes-received';
import { useLikeMember } from '../features/likes/api/like-member';
import { useLikesTexts } from './texts/likes';

/** Who liked you: Premium sees them and likes back; Free sees only how many, and the way to Premium. */
export function LikesScreen() {
  const t = useLikesTexts();
  useDocumentMeta(t('title'), t('description'));
  const likes = useLikesReceived();
  const like = useLikeMember();
  const [message, setMessage] = useState<{ text: string; matchId?: string; error?: boolean } | null>(null);

  async function likeBack(card: WebCard) {
    try {
      const answer = await like.mutateAsync(card._id);
      setMessage({ text: useLikesTexts.t('matched', { name: card.firstName }), matchId: answer.match?._id });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'm-error' : 'm-note m-note--match'}>
            {message.text}{' '}
            {message.matchId && <Link to={`${paths.member.chat}/${message.matchId}`}>{t('sayHello')}</Link>}
          </p>
        )}
      </div>
      {likes.isPending && <PageLoader />}
      {likes.error && <LoadProblem error={likes.error} what={t('what')} />}
      {likes.data?.premiumRequired && (
        <div className="m-premium">
          {likes.data.count === 0 ? (
            <>
              <p className="m-premium__count">{t('noneYet')}</p>
              <p>{t('premiumPitch')}</p>
            </>
          ) : (
            <>
              <p className="m-premium__count">
                <strong>{likes.data.countCapped ? `${likes.data.count}+` : likes.data.count}</strong>{' '}
                {t('likes', { count: likes.data.count })}
                {t('yourBio')}
              </p>
              <p>{t('premiumShows')}</p>
            </>
          )}
          <ButtonLink to={paths.premium}>{t('getPremium')}</ButtonLink>
        </div>
      )}
      {likes.data && !likes.data.premiumRequired && likes.data.items.length === 0 && (
        <Empty title={t('emptyTitle')}>
          <p>{t('emptyText')}</p>
        </Empty>
      )}
      <div className="m-grid">
        {likes.data?.items.map((card) => (
          <MemberCard
            key={card._id}
            card={card}
            actions={
              <Button onClick={() => void likeBack(card)} aria-label={t('likeBackName', { name: card.firstName })}>
                {t('likeBack')}
              </Button>
            }
          />
        ))}
      </div>
    </section>
  );
}
