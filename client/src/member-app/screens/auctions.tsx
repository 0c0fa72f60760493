import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { formatCount } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Empty, LoadProblem } from '../components/unavailable';
import { useAuctions, type AuctionTab as Status } from '../features/auctions/api/get-auctions';
import { TimeLeft } from '../features/auctions/components/time-left';

const TABS: { key: Status; label: string }[] = [
  { key: 'live', label: 'Live' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'ended', label: 'Ended' },
];

export function AuctionsScreen() {
  useDocumentMeta('Auctions', 'Bid on items and experiences with tokens.');
  const [status, setStatus] = useState<Status>('live');
  const auctions = useAuctions(status);
  const items = auctions.data?.items ?? [];
  return (
    <section className="m-screen">
      <h1>Auctions</h1>
      <p className="m-muted">
        Bid with tokens. Losing bids cost nothing; only a winning bid is spent.{' '}
        <Link to={paths.member.tokens}>Your tokens</Link>
      </p>
      <Tabs label="Auctions" tabs={TABS} selected={status} onSelect={setStatus} idPrefix="auctions" />
      <div {...tabPanelProps('auctions', status)}>
        {auctions.isPending && <PageLoader />}
        {auctions.error && <LoadProblem error={auctions.error} what="Auctions" />}
        {auctions.isSuccess && items.length === 0 && <Empty title={`No ${status} auctions`} />}
        <div className="m-grid">
          {items.map((auction) => (
            <article key={auction._id} className="m-card m-auction">
              {auction.images[0] && <img src={auction.images[0]} alt="" className="m-auction__image" loading="lazy" />}
              <h2 className="m-card__name">
                <Link to={`${paths.member.auctions}/${auction._id}`}>{auction.title}</Link>
              </h2>
              <p className="m-muted">{auction.kind === 'experience' ? 'Experience' : 'Item'}</p>
              <p>
                <strong>{formatCount(auction.currentBid ?? auction.startingBid)}</strong> tokens{' '}
                {auction.currentBid
                  ? `· ${auction.bidCount} ${auction.bidCount === 1 ? 'bid' : 'bids'}`
                  : '· starting bid'}
              </p>
              <p className="m-muted">
                {status === 'upcoming' ? (
                  `Starts ${new Date(auction.startsAt).toLocaleString('en-NG')}`
                ) : (
                  <TimeLeft endsAt={auction.endsAt} />
                )}
              </p>
              {auction.leading && <span className="m-pill m-pill--ok">You are leading</span>}
              {auction.won && <span className="m-pill m-pill--ok">You won</span>}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
