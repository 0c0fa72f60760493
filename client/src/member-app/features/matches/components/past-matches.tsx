import type { PastMatch } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { MemberAvatar } from '../../../components/member-avatar';
import { usePastMatches } from '../api/get-past-matches';
import './past-matches.css';
import { usePastMatchTexts } from '../texts';

const when = (iso: string) => new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'short' });

/**
 * Matches that ended in the last 30 days (unmatch, block, a deleted account; how is never said), each with a
 * report: the server kept their last messages for exactly that (decision 0154). Nothing shows while there are none.
 */
export function PastMatches({ onReport }: { onReport: (match: PastMatch) => void }) {
  const t = usePastMatchTexts();
  const past = usePastMatches();
  const items = past.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="m-past" aria-labelledby="past-matches-title">
      <h2 id="past-matches-title">{t('heading')}</h2>
      <p className="m-note">{t('intro')}</p>
      <ul className="m-list">
        {items.map((match) => (
          <li key={match._id} className="m-list__row" data-testid="past-match">
            {match.avatar ? (
              <MemberAvatar src={match.avatar} name={match.firstName} size={44} className="m-list__avatar" />
            ) : null}
            <span className="m-list__main">
              <span className="m-list__title">{match.firstName}</span>
              <span className="m-list__sub">{t('ended', { when: when(match.endedAt) })}</span>
            </span>
            <Button size="sm" variant="secondary" onClick={() => onReport(match)}>
              {t('report')}
              <span className="visually-hidden">{` ${match.firstName}`}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
