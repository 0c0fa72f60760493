import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { Tabs, tabPanelProps } from '../../components/ui/tabs';
import { paths } from '../../config/paths';
import { formatCount } from '../../lib/format';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { SaverImage } from '../components/saver-image';
import { Empty, LoadProblem } from '../components/unavailable';
import { useAuctions, type AuctionTab as Status } from '../features/auctions/api/get-auctions';
import { TimeLeft } from '../features/auctions/components/time-left';
import { useAuctionsTexts } from './texts/auctions';

const STATUSES: Status[] = ['live', 'upcoming', 'ended'];

export function AuctionsScreen() {
  const t = useAuctionsTexts();
  useDocumentMeta(t('title'), t('description'));
  const tabs = STATUSES.map((key) => ({ key, label: t(key) }));
  const [status, setStatus] = useState<Status>('live');
  const auctions = useAuctions(status);
  const items = auctions.data?.items ?? [];
  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <p className="m-muted">
        {t('intro')} <Link to={paths.member.tokens}>{t('yourTokens')}</Link>
      </p>
      <Tabs label={t('title')} tabs={tabs} selected={status} onSelect={setStatus} idPrefix="auctions" />
      <div {...tabPanelProps('auctions', status)}>
        {auctions.isPending && <PageLoader />}
        {auctions.error && <LoadProblem error={auctions.error} what={t('title')} />}
        {auctions.isSuccess && items.length === 0 && <Empty title={t(`none-${status}`)} />}
        <div className="m-grid">
          {items.map((auction) => (
            <article key={auction._id} className="m-card m-auction">
              {auction.images[0] && (
                <SaverImage src={auction.images[0]} alt="" className="m-auction__image" loading="lazy" />
              )}
              <h2 className="m-card__name">
                <Link to={`${paths.member.auctions}/${auction._id}`}>{auction.title}</Link>
              </h2>
              <p className="m-muted">{auction.kind === 'experience' ? t('experience') : t('item')}</p>
              <p>
                <strong>{formatCount(auction.currentBid ?? auction.startingBid)}</strong>
                {t('tokens')} {auction.currentBid ? t('bids', { count: auction.bidCount }) : t('startingBid')}
              </p>
              <p className="m-muted">
                {status === 'upcoming' ? (
                  t('starts', { when: new Date(auction.startsAt).toLocaleString('en-NG') })
                ) : (
                  <TimeLeft endsAt={auction.endsAt} />
                )}
              </p>
              {auction.leading && <span className="m-pill m-pill--ok">{t('leading')}</span>}
              {auction.won && <span className="m-pill m-pill--ok">{t('won')}</span>}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
