import { Link } from 'react-router';
import type { Auction } from '@blynd/shared';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { usePublicAuctions } from '../../features/auctions/api/get-public-auctions';
import { AuctionCard } from '../../features/auctions/components/auction-card';
import { useNow } from '../../features/auctions/use-now';
import { TokenRules } from '../../features/tokens/components/token-rules';
import { errorMessage } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/use-document-meta';
import '../../features/plans/components/plans.css';
import { useSitePath } from '../../components/layouts/site-language';
import { usePageTexts } from './texts';
import './pages.css';

/** /auctions: live and upcoming auctions; bidding happens in the app. Prerendered as a shell, filled in on load. */
export function AuctionsRoute() {
  const t = usePageTexts();
  const to = useSitePath();
  const product = { product: site.productName };
  useDocumentMeta(t('auctionsTitle'), t('auctionsDescription', product));
  const auctions = usePublicAuctions();
  return (
    <>
      <PageHeader eyebrow={t('auctionsEyebrow')} title={t('auctionsHeading')}>
        <p>{t('auctionsIntro', product)}</p>
        <div className="page-header__actions">
          <ButtonLink to={to(paths.get)}>{t('bidInApp')}</ButtonLink>
          <ButtonLink to={to(paths.tokens)} variant="secondary">
            {t('buyTokens')}
          </ButtonLink>
        </div>
      </PageHeader>
      <section className="section" aria-label={t('auctionsRegion')}>
        <div className="container">
          {auctions.isPending && (
            <div className="plan-grid" role="status" aria-label={t('loadingAuctions')}>
              <div className="plan-skeleton" />
              <div className="plan-skeleton" />
              <div className="plan-skeleton" />
            </div>
          )}
          {auctions.isError && (
            <div className="load-error" role="alert">
              <p>
                <strong>{t('auctionsFailed')}</strong> {errorMessage(auctions.error)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void auctions.refetch()}
                disabled={auctions.isFetching}
              >
                {auctions.isFetching ? t('retrying') : t('retry')}
              </Button>
            </div>
          )}
          {auctions.isSuccess && <AuctionLists auctions={auctions.data.auctions} />}
          <TokenRules />
          <p className="plans-note">
            {t('needTokens')} <Link to={to(paths.tokens)}>{t('buyPack')}</Link>
            {t('newTo', product)} <Link to={to(paths.get)}>{t('downloadTheApp')}</Link>.
          </p>
        </div>
      </section>
    </>
  );
}

function AuctionLists({ auctions }: { auctions: Auction[] }) {
  const t = usePageTexts();
  const now = useNow();
  const live = auctions.filter((auction) => auction.status === 'live');
  const upcoming = auctions.filter((auction) => auction.status !== 'live');
  if (auctions.length === 0) return <p>{t('noAuctions')}</p>;
  return (
    <>
      {[
        { id: 'live', title: t('liveNow'), list: live },
        { id: 'upcoming', title: t('comingUp'), list: upcoming },
      ]
        .filter((group) => group.list.length > 0)
        .map((group) => (
          <div key={group.id} className="auction-section">
            <h2 id={`auctions-${group.id}`}>{group.title}</h2>
            <div className="auction-grid" role="list" aria-labelledby={`auctions-${group.id}`}>
              {group.list.map((auction) => (
                <div role="listitem" key={auction._id}>
                  <AuctionCard auction={auction} now={now} />
                </div>
              ))}
            </div>
          </div>
        ))}
    </>
  );
}
