import { useState } from 'react';
import type { Auction } from '@blynd/shared';
import { ButtonLink } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { shownBid, timeLeftLabel } from '../auction-time';
import './auctions.css';

/** One auction on the public page: what it is, where the bidding stands, how long is left, and where to bid. */
export function AuctionCard({ auction, now }: { auction: Auction; now: number }) {
  const bid = shownBid(auction);
  const live = auction.status === 'live';
  const headingId = `auction-${auction._id}`;
  return (
    <article className="auction-card" aria-labelledby={headingId}>
      <AuctionImages images={auction.images} title={auction.title} />
      <div className="auction-card__body">
        <div className="auction-card__tags">
          <Tag tone={live ? 'success' : 'blue'}>{live ? 'Live' : 'Upcoming'}</Tag>
          <Tag tone="purple">{auction.kind === 'experience' ? 'Experience' : 'Item'}</Tag>
        </div>
        <h3 id={headingId}>{auction.title}</h3>
        <p className="auction-card__description">{auction.description}</p>
        <dl className="auction-card__facts">
          <div>
            <dt>{bid.label}</dt>
            <dd>{formatCount(bid.amount)} tokens</dd>
          </div>
          <div>
            <dt>{live ? 'Time left' : 'Opens'}</dt>
            <dd>
              <time dateTime={live ? auction.endsAt : auction.startsAt}>{timeLeftLabel(auction, now)}</time>
            </dd>
          </div>
          <div>
            <dt>Bids</dt>
            <dd>{formatCount(auction.bidCount)}</dd>
          </div>
        </dl>
        <ButtonLink
          to={paths.get}
          variant={live ? 'primary' : 'secondary'}
          block
          aria-label={`Bid in the app: ${auction.title}`}
        >
          Bid in the app
        </ButtonLink>
      </div>
    </article>
  );
}

function AuctionImages({ images, title }: { images: string[]; title: string }) {
  const [failed, setFailed] = useState<string[]>([]);
  const shown = images.filter((image) => !failed.includes(image));
  if (shown.length === 0) {
    return (
      <div className="auction-card__media auction-card__media--empty" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24">
          <path
            d="M4 9h16v11H4zM12 9v11M3 6h18v3H3zM12 6c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    );
  }
  return (
    <div className="auction-card__media">
      {shown.slice(0, 3).map((image, index) => (
        <img
          key={image}
          src={image}
          alt={index === 0 ? title : ''}
          loading="lazy"
          width={480}
          height={320}
          onError={() => setFailed((list) => [...list, image])}
        />
      ))}
    </div>
  );
}
