import { formatNaira, type BadgeOffer } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { earningStatusTone } from '../../../lib/earning-status';
import './purchase.css';

/** Offered only when the rules allow (see offeredBadge); clicking picks it, clicking again removes it. */
export function BadgeOfferCard({
  badge,
  picked,
  onToggle,
}: {
  badge: BadgeOffer;
  picked: boolean;
  onToggle: () => void;
}) {
  return (
    <section className="badge-offer" aria-labelledby="badge-offer-title">
      <h3 id="badge-offer-title">Optional: verify your earning status</h3>
      <button
        type="button"
        className={`badge-offer__option${picked ? ' badge-offer__option--picked' : ''}`}
        aria-pressed={picked}
        onClick={onToggle}
      >
        <span className="badge-offer__check" aria-hidden="true" />
        <span className="badge-offer__body">
          <span className="badge-offer__title">
            Add the <Tag tone={earningStatusTone(badge.earningStatus)}>{badge.earningStatus}</Tag> badge
            <strong>+{formatNaira(badge.price)}</strong>
          </span>
          <span className="badge-offer__features">{badge.features.join(' · ')}</span>
        </span>
      </button>
    </section>
  );
}
