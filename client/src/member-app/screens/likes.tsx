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

/** Who liked you: Premium sees them and likes back; Free sees only how many, and the way to Premium. */
export function LikesScreen() {
  useDocumentMeta('Who liked you', 'Members who liked your bio.');
  const likes = useLikesReceived();
  const like = useLikeMember();
  const [message, setMessage] = useState<{ text: string; matchId?: string; error?: boolean } | null>(null);

  async function likeBack(card: WebCard) {
    try {
      const answer = await like.mutateAsync(card._id);
      setMessage({ text: `It's a match with ${card.firstName}!`, matchId: answer.match?._id });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  return (
    <section className="m-screen">
      <h1>Who liked you</h1>
      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'm-error' : 'm-note m-note--match'}>
            {message.text} {message.matchId && <Link to={`${paths.member.chat}/${message.matchId}`}>Say hello</Link>}
          </p>
        )}
      </div>
      {likes.isPending && <PageLoader />}
      {likes.error && <LoadProblem error={likes.error} what="Likes" />}
      {likes.data?.premiumRequired && (
        <div className="m-premium">
          {likes.data.count === 0 ? (
            <>
              <p className="m-premium__count">No new likes yet.</p>
              <p>
                With Premium you see who likes your bio as soon as they do, and can like them back and match at once.
              </p>
            </>
          ) : (
            <>
              <p className="m-premium__count">
                <strong>{likes.data.countCapped ? `${likes.data.count}+` : likes.data.count}</strong>{' '}
                {likes.data.count === 1 ? 'person likes' : 'people like'} your bio.
              </p>
              <p>Premium shows you who they are, so you can like them back and match at once.</p>
            </>
          )}
          <ButtonLink to={paths.premium}>Get Premium</ButtonLink>
        </div>
      )}
      {likes.data && !likes.data.premiumRequired && likes.data.items.length === 0 && (
        <Empty title="No new likes yet">
          <p>Keep your bio fresh: it is the first thing people see.</p>
        </Empty>
      )}
      <div className="m-grid">
        {likes.data?.items.map((card) => (
          <MemberCard
            key={card._id}
            card={card}
            actions={
              <Button onClick={() => void likeBack(card)} aria-label={`Like ${card.firstName} back`}>
                Like back
              </Button>
            }
          />
        ))}
      </div>
    </section>
  );
}
