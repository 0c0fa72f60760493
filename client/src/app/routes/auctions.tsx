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
import './pages.css';

/** /auctions: live and upcoming auctions; bidding happens in the app. Prerendered as a shell, filled in on load. */
export function AuctionsRoute() {
  useDocumentMeta(
    'Auctions',
    `Bid on items and one-of-a-kind experiences with ${site.productName} tokens. Tokens cannot be refunded and items bought cannot be returned.`,
  );
  const auctions = usePublicAuctions();
  return (
    <>
      <PageHeader eyebrow="Auctions" title="Bid on items and one-of-a-kind experiences">
        <p>
          Members bid on items and one-of-a-kind experiences using tokens. Bidding happens in the {site.productName}{' '}
          app; a losing bid costs nothing.
        </p>
        <div className="page-header__actions">
          <ButtonLink to={paths.get}>Bid in the app</ButtonLink>
          <ButtonLink to={paths.tokens} variant="secondary">
            Buy tokens
          </ButtonLink>
        </div>
      </PageHeader>
      <section className="section" aria-label="Auctions">
        <div className="container">
          {auctions.isPending && (
            <div className="plan-grid" role="status" aria-label="Loading auctions">
              <div className="plan-skeleton" />
              <div className="plan-skeleton" />
              <div className="plan-skeleton" />
            </div>
          )}
          {auctions.isError && (
            <div className="load-error" role="alert">
              <p>
                <strong>We could not load the auctions.</strong> {errorMessage(auctions.error)}
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void auctions.refetch()}
                disabled={auctions.isFetching}
              >
                {auctions.isFetching ? 'Retrying...' : 'Retry'}
              </Button>
            </div>
          )}
          {auctions.isSuccess && <AuctionLists auctions={auctions.data.auctions} />}
          <TokenRules />
          <p className="plans-note">
            Need tokens? <Link to={paths.tokens}>Buy a token pack</Link>. New to {site.productName}?{' '}
            <Link to={paths.get}>Download the app</Link>.
          </p>
        </div>
      </section>
    </>
  );
}

function AuctionLists({ auctions }: { auctions: Auction[] }) {
  const now = useNow();
  const live = auctions.filter((auction) => auction.status === 'live');
  const upcoming = auctions.filter((auction) => auction.status !== 'live');
  if (auctions.length === 0)
    return <p>No auctions are running right now. New items and experiences are added often; check back soon.</p>;
  return (
    <>
      {[
        { id: 'live', title: 'Live now', list: live },
        { id: 'upcoming', title: 'Coming up', list: upcoming },
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
