import type { ReactNode } from 'react';
import type { WebCard } from '../api/contract';
import { useLanguage } from '../../i18n/texts';
import { catalogueLabels } from '../catalogue-labels-pcm';
import { useCardTexts } from './texts';
import { MemberAvatar } from './member-avatar';
import { MemberPhoto } from './member-photo';
import { VerifiedBadge } from './verified-badge';

/** A member as another sees them: the bio first, photos only once the viewer may see them. */
export function MemberCard({
  card,
  actions,
  headingLevel = 2,
}: {
  card: WebCard;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useCardTexts();
  const { goalLabel, promptText, valueLabel } = catalogueLabels(useLanguage());
  const shared = new Set(card.compatibility?.shared.interests ?? []);
  const sharedValues = new Set<string>(card.compatibility?.shared.values ?? []);
  return (
    <article className="m-card" aria-label={`${card.firstName}${card.age ? `, ${card.age}` : ''}`}>
      <div className="m-card__head">
        {card.avatar && <MemberAvatar className="m-card__avatar" src={card.avatar} name={card.firstName} size={56} />}
        <div>
          <Heading className="m-card__name">
            {card.firstName}
            {card.age ? `, ${card.age}` : ''}
            {card.verified && (
              <>
                {' '}
                <VerifiedBadge />
              </>
            )}
          </Heading>
          <p className="m-muted m-card__meta">
            {card.state}
            {card.earningStatus ? ` · ${card.earningStatus}` : ''}
          </p>
        </div>
        {card.compatibility && (
          <p className="m-score" aria-label={t('compatibility', { score: card.compatibility.score })}>
            {card.compatibility.score}
            <span aria-hidden="true">%</span>
          </p>
        )}
      </div>
      {card.bio && <p className="m-card__bio">{card.bio}</p>}
      {card.interests.length > 0 && (
        <ul className="m-tags" aria-label={t('interests')}>
          {card.interests.map((interest) => (
            <li key={interest} className={shared.has(interest) ? 'm-tag m-tag--shared' : 'm-tag'}>
              {interest}
              {shared.has(interest) && <span className="visually-hidden">{t('shared')}</span>}
            </li>
          ))}
        </ul>
      )}
      {card.relationshipGoal && (
        <p className="m-card__goal">
          <span className="m-muted">{t('lookingFor')}</span> {goalLabel(card.relationshipGoal)}
        </p>
      )}
      {card.values.length > 0 && (
        <ul className="m-tags" aria-label={t('values')}>
          {card.values.map((value) => (
            <li key={value} className={sharedValues.has(value) ? 'm-tag m-tag--shared' : 'm-tag m-tag--value'}>
              {valueLabel(value)}
              {sharedValues.has(value) && <span className="visually-hidden">{t('shared')}</span>}
            </li>
          ))}
        </ul>
      )}
      {card.prompts.length > 0 && (
        <dl className="m-card__prompts">
          {card.prompts.map((prompt) => (
            <div key={prompt.promptId} className="m-card__prompt">
              <dt>{promptText(prompt.promptId)}</dt>
              <dd>{prompt.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {card.compatibility && (card.compatibility.shared.values.length > 0 || card.compatibility.shared.goal) && (
        <p className="m-card__shared">
          {t('youShare')}{' '}
          {[
            card.compatibility.shared.goal
              ? t('sharedGoal', { goal: goalLabel(card.compatibility.shared.goal) })
              : null,
            card.compatibility.shared.values.length
              ? t('sharedValues', { values: card.compatibility.shared.values.map(valueLabel).join(', ') })
              : null,
          ]
            .filter(Boolean)
            .join('; ')}
        </p>
      )}
      <CardPhotos card={card} />
      {actions && <div className="m-card__actions">{actions}</div>}
    </article>
  );
}

function CardPhotos({ card }: { card: WebCard }) {
  const t = useCardTexts();
  if (card.photos.count === 0) return null;
  if (card.photos.unlocked && card.photos.ids?.length) {
    return (
      <div className="m-card__photos">
        {card.photos.ids.map((id, index) => (
          <MemberPhoto key={id} id={id} alt={t('photoAlt', { name: card.firstName, n: index + 1 })} />
        ))}
      </div>
    );
  }
  return (
    <p className="m-locked">
      <LockIcon /> {card.photos.count} {t('photo', { count: card.photos.count })}
      {t('lockedTail')}
    </p>
  );
}

function LockIcon() {
  return (
    <svg className="m-locked__icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="2.5" y="7" width="11" height="8" rx="2" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
